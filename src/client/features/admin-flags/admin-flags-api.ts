/** The staff console's flags (docs/api.md, Flags and audit (staff)): read, and switched one at a time. */
import type { AdminFlagsChange, AdminFlagsResponse } from '../../../shared/admin-flags-contract';
import { api } from '../../api/api';

export const adminFlagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminFlags: build.query<AdminFlagsResponse, void>({
      query: () => '/admin/flags',
      keepUnusedDataFor: 0,
    }),
    /** Answers the flags after the switch, which the page then shows. */
    switchFlags: build.mutation<AdminFlagsResponse, AdminFlagsChange>({
      query: (body) => ({ url: '/admin/flags', method: 'PUT', body }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(adminFlagsApi.util.upsertQueryData('adminFlags', undefined, answer.data));
      },
    }),
  }),
});

export const { useAdminFlagsQuery, useSwitchFlagsMutation } = adminFlagsApi;
