/** The staff API's customers (docs/api.md, Staff API: customers and users), for the console's customers page. */
import type {
  AdminCustomer, CustomerListQuery, CustomerListResponse, UserListResponse,
} from '../../../shared/admin-people-contract';
import { api } from '../../api/api';

/** Lists refetch after the changes that touch them: a customer's name, discounts or users. */
export const CONSOLE_TAGS = ['AdminCustomer', 'AdminUser'] as const;

export interface CustomerPage extends CustomerListQuery {
  q: string;
  offset: number;
  limit: number;
}

export const customersApi = api.enhanceEndpoints({ addTagTypes: CONSOLE_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    adminCustomers: build.query<CustomerListResponse, CustomerPage>({
      query: (params) => ({ url: '/admin/customers', params }),
      providesTags: ['AdminCustomer'],
    }),
    createCustomer: build.mutation<AdminCustomer, { name: string }>({
      query: (body) => ({ url: '/admin/customers', method: 'POST', body }),
      invalidatesTags: ['AdminCustomer'],
    }),
    renameCustomer: build.mutation<AdminCustomer, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `/admin/customers/${id}`, method: 'PATCH', body: { name } }),
      invalidatesTags: ['AdminCustomer', 'AdminUser'],
    }),
    /** percent null: on request; a negative percent is a surcharge. */
    setDiscount: build.mutation<AdminCustomer, { id: number; group: string; percent: number | null }>({
      query: ({ id, group, percent }) => ({ url: `/admin/customers/${id}/discounts/${encodeURIComponent(group)}`, method: 'PUT', body: { percent } }),
      invalidatesTags: ['AdminCustomer'],
    }),
    removeDiscount: build.mutation<AdminCustomer, { id: number; group: string }>({
      query: ({ id, group }) => ({ url: `/admin/customers/${id}/discounts/${encodeURIComponent(group)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminCustomer'],
    }),
    customerUsers: build.query<UserListResponse, { id: number }>({
      query: ({ id }) => ({ url: `/admin/customers/${id}/users`, params: { limit: 200 } }),
      providesTags: ['AdminUser'],
    }),
  }),
});

export const {
  useAdminCustomersQuery, useCreateCustomerMutation, useRenameCustomerMutation, useSetDiscountMutation, useRemoveDiscountMutation,
  useCustomerUsersQuery,
} = customersApi;
