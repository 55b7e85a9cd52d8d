/** The staff console's texts and addresses: GET/PUT /api/admin/content (docs/api.md, Content). */
import { api } from '../../api/api';
import type { AdminContentResponse, AdminContentUpdate } from '../../../shared/content-contract';

export const textsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminContent: build.query<AdminContentResponse, void>({
      query: () => '/admin/content',
      keepUnusedDataFor: 0,
    }),
    saveAdminContent: build.mutation<AdminContentResponse, AdminContentUpdate>({
      query: (body) => ({ url: '/admin/content', method: 'PUT', body }),
    }),
  }),
});

export const { useAdminContentQuery, useSaveAdminContentMutation } = textsApi;
