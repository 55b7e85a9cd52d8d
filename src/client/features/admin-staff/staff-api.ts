/** The staff API's staff accounts (docs/api.md, Staff API: staff accounts), for the console's staff page. */
import type { NewStaffBody, NewStaffResponse, StaffListResponse } from '../../../shared/admin-staff-contract';
import { api } from '../../api/api';

export const staffApi = api.enhanceEndpoints({ addTagTypes: ['StaffMember'] }).injectEndpoints({
  endpoints: (build) => ({
    staffMembers: build.query<StaffListResponse, void>({ query: () => '/admin/staff', providesTags: ['StaffMember'] }),
    addStaffMember: build.mutation<NewStaffResponse, NewStaffBody>({
      query: (body) => ({ url: '/admin/staff', method: 'POST', body }),
      invalidatesTags: ['StaffMember'],
    }),
  }),
});

export const { useStaffMembersQuery, useAddStaffMemberMutation } = staffApi;
