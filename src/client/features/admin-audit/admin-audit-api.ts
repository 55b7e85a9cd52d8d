/** The staff console's audit lines (docs/api.md, Flags and audit (staff)), a page at a time. */
import type { AuditPage, AuditQuery } from '../../../shared/admin-audit-contract';
import { api } from '../../api/api';

export const adminAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditPage: build.query<AuditPage, AuditQuery>({
      query: (params) => ({ url: '/admin/audit', params }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyAuditPageQuery } = adminAuditApi;
