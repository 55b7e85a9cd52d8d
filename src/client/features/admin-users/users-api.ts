/** The staff API's users (docs/api.md, Staff API: customers and users), for the console's users page. */
import type {
  InviteBody, InviteResponse, PasswordLinkSent, SessionsEnded, UserListQuery, UserListResponse, UserResponse,
} from '../../../shared/admin-people-contract';
import { api } from '../../api/api';
import { CONSOLE_TAGS } from '../admin-customers';

export interface UserPage extends UserListQuery {
  q: string;
  offset: number;
  limit: number;
}

export const usersApi = api.enhanceEndpoints({ addTagTypes: CONSOLE_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<UserListResponse, UserPage>({
      query: (params) => ({ url: '/admin/users', params }),
      providesTags: ['AdminUser'],
    }),
    inviteUser: build.mutation<InviteResponse, InviteBody>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      invalidatesTags: ['AdminUser', 'AdminCustomer'],
    }),
    setUserDisabled: build.mutation<UserResponse, { id: number; disabled: boolean }>({
      query: ({ id, disabled }) => ({ url: `/admin/users/${id}/${disabled ? 'disable' : 'enable'}`, method: 'POST' }),
      invalidatesTags: ['AdminUser'],
    }),
    endUserSessions: build.mutation<SessionsEnded, { id: number }>({
      query: ({ id }) => ({ url: `/admin/users/${id}/sessions/end`, method: 'POST' }),
      invalidatesTags: ['AdminUser'],
    }),
    sendPasswordReset: build.mutation<PasswordLinkSent, { id: number }>({
      query: ({ id }) => ({ url: `/admin/users/${id}/password-reset`, method: 'POST' }),
    }),
    setBlockedBrands: build.mutation<UserResponse, { id: number; blockedBrands: string }>({
      query: ({ id, blockedBrands }) => ({ url: `/admin/users/${id}/blocked-brands`, method: 'PUT', body: { blockedBrands } }),
      invalidatesTags: ['AdminUser'],
    }),
  }),
});

export const {
  useAdminUsersQuery, useInviteUserMutation, useSetUserDisabledMutation, useEndUserSessionsMutation, useSetBlockedBrandsMutation, useSendPasswordResetMutation,
} = usersApi;
