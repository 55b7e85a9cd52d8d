/**
 * One RTK Query API for every call the page makes (docs/api.md, Every call). Features add nothing here; the
 * endpoints are few and shared by several features.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { HEADER_SEARCH_ID, HEADER_SEARCH_ORIGIN, SEARCH_ORIGIN_AUTO } from '../../shared/api-constants';
import type { CanonicalBrand } from '../../shared/brands/brand-mapping';
import type {
  BrandDataResponse, BrandsResponse, FeatureFlags, HealthResponse, LoginRequest, LoginResponse, LookupRequest, LookupResponse, ProfileResponse,
  ReplacementMode, ReplacementsResponse, SearchResponse, SimilarResponse, SuggestionsQuery, SuggestionsResponse,
} from '../../shared/contract';
import { baseQuery } from './base-query';

export interface SearchArgs {
  q: string;
  exact?: boolean;
  brands?: string[];
  onstock?: boolean;
  searchId?: string | null;
  /** A follow-up fetch the page makes on its own (a replacement's article). */
  auto?: boolean;
}

export interface SearchResult extends SearchResponse {
  /** The response's x-search-id. */
  searchId: string | null;
}

/** Articles close to a number that found nothing: always a follow-up of the search held (x-search-origin: auto). */
export type SimilarArgs = Omit<SearchArgs, 'exact' | 'auto'>;

/** The brand data as the page keeps it: the server's answer and the ETag to revalidate it with. */
export interface BrandDataCopy {
  etag: string;
  brands: CanonicalBrand[];
}

/** A GET /api/brand-data answer: a new copy, or null when the copy named by the tag sent is still current (304). */
export type BrandDataAnswer = BrandDataCopy | null;

const NOT_MODIFIED = 304;

function searchHeaders(args: SearchArgs): Record<string, string> {
  return {
    ...(args.searchId ? { [HEADER_SEARCH_ID]: args.searchId } : {}),
    ...(args.auto ? { [HEADER_SEARCH_ORIGIN]: SEARCH_ORIGIN_AUTO } : {}),
  };
}

function searchParams(args: SearchArgs): Record<string, string> {
  const params: Record<string, string> = { q: args.q };
  if (args.exact) params.exact = 'true';
  if (args.brands && args.brands.length > 0) params.brands = JSON.stringify(args.brands);
  if (args.onstock) params.onstock = 'true';
  return params;
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    profile: build.query<ProfileResponse, void>({
      query: () => '/',
    }),
    brands: build.mutation<BrandsResponse, void>({
      query: () => ({ url: '/brands', method: 'POST' }),
    }),
    /** With the tag of the copy the page holds, if any: a 304 (null) says it is still current. */
    brandData: build.query<BrandDataAnswer, { etag: string | null }>({
      query: ({ etag }) => ({
        url: '/brand-data',
        headers: etag ? { 'if-none-match': etag } : {},
        // The default JSON handler reads a 304's empty body as null.
        validateStatus: (response) => response.ok || response.status === NOT_MODIFIED,
      }),
      transformResponse: (body: BrandDataResponse | null, meta) => (body === null ? null : { etag: meta?.response?.headers.get('etag') ?? '', brands: body.brands }),
    }),
    /**
     * Ends the session signed in with. `token`: the one to end when the page no longer holds it in
     * its state, because it is dropping it (docs/behaviour.md, Session).
     */
    logout: build.mutation<void, { token?: string } | void>({
      query: (arg) => ({
        url: '/logout', method: 'POST', responseHandler: 'text',
        headers: arg?.token ? { authorization: `Bearer ${arg.token}` } : {},
      }),
    }),
    search: build.query<SearchResult, SearchArgs>({
      query: (args) => ({ url: '/search', params: searchParams(args), headers: searchHeaders(args) }),
      transformResponse: (body: SearchResponse, meta) => ({ ...body, searchId: meta?.response?.headers.get(HEADER_SEARCH_ID) ?? null }),
    }),
    similar: build.query<SimilarResponse, SimilarArgs>({
      query: (args) => ({ url: '/similar', params: searchParams(args), headers: searchHeaders({ ...args, auto: true }) }),
    }),
    replacements: build.query<ReplacementsResponse, { q: string; mode: ReplacementMode; searchId?: string | null }>({
      query: ({ q, mode, searchId }) => ({ url: '/replacements', params: { q, mode }, headers: searchId ? { [HEADER_SEARCH_ID]: searchId } : {} }),
    }),
    /**
     * A parts list of at most LOOKUP_MAX_LINES lines; the page sends longer lists in chunks. A POST
     * that reads: a query, whose answer the cache lets go of at once (the parts list keeps it).
     */
    lookup: build.query<LookupResponse, LookupRequest>({
      query: (body) => ({ url: '/lookup', method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
    /** As the customer types into the search box; each answer is wanted once, by the box that asked. */
    suggestions: build.query<SuggestionsResponse, Required<SuggestionsQuery>>({
      query: ({ q }) => ({ url: '/suggestions', params: { q } }),
      keepUnusedDataFor: 0,
    }),
    flags: build.query<FeatureFlags, void>({
      query: () => '/flags',
    }),
    health: build.query<HealthResponse, void>({
      query: () => '/health',
    }),
  }),
});

export const { useFlagsQuery } = api;
