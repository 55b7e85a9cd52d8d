/**
 * What the customers and users routes share: the store's customers and users as the staff API
 * answers them, the page a list request asks for, and the store's refusals as clear errors.
 */
import type { AdminCustomer, AdminUser } from '../../../shared/admin-people-contract';
import { hasControlCharacter, PAGE_SIZE_DEFAULT } from '../../../shared/people-rules';
import { ApiError } from '../../errors';
import { CustomerExistsError, NotFoundError, UserExistsError, type CustomerSummary, type PageRequest, type UserDetail } from '../../store/admin';

export function customerAnswer(customer: CustomerSummary): AdminCustomer {
  return {
    id: customer.id,
    name: customer.name,
    users: customer.users,
    discounts: Object.entries(customer.discounts).map(([group, percent]) => ({ group, percent })),
  };
}

export function userAnswer(user: UserDetail): AdminUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    customer: user.customerId === null ? null : { id: user.customerId, name: user.customer ?? '' },
    blocked_brands: user.blocked_brands,
    disabled: user.disabled,
    createdAt: user.createdAt,
    lastSignInAt: user.lastSignInAt,
    failedAttempts: user.failedAttempts,
    lastFailedAt: user.lastFailedAt,
    openSessions: user.openSessions,
  };
}

export function pageRequest(query: { q?: string; offset?: number; limit?: number }): PageRequest {
  if (query.q !== undefined && hasControlCharacter(query.q)) throw new ApiError(400, 'invalid_request');
  return { text: (query.q ?? '').trim(), offset: query.offset ?? 0, limit: query.limit ?? PAGE_SIZE_DEFAULT };
}

export const unknownCustomer = () => new ApiError(404, 'not_found', 'admin_unknown_customer');
export const unknownUser = () => new ApiError(404, 'not_found', 'admin_unknown_user');

/** The store's refusals (an unknown id, a name or e-mail taken) as the errors the console shows. */
export function storeRefusal(error: unknown): never {
  if (error instanceof CustomerExistsError) throw new ApiError(409, 'conflict', 'admin_customer_exists');
  if (error instanceof UserExistsError) throw new ApiError(409, 'conflict', 'admin_user_exists');
  if (error instanceof NotFoundError) throw new ApiError(404, 'not_found');
  throw error;
}
