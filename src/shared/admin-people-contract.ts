/**
 * The staff API's customers and users (/api/admin/customers…, /api/admin/users…), for the
 * console's pages of those names (docs/api.md, Staff API: customers and users). Request schemas are closed like
 * the rest of the contract's; the console imports this module with `import type` only.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { BLOCKED_BRANDS_MAX, CUSTOMER_NAME_MAX, DISCOUNT_GROUP_MAX, EMAIL_MAX, PAGE_SIZE_MAX, USERNAME_MAX } from './people-rules';

// Written here as in contract.ts: an area contract imports nothing of it, so the page's chunks take it as types only.
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Closed = { additionalProperties: false } as const;

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/**
 * Text the console looks for: no control characters, which no name or address holds (and which
 * PostgreSQL refuses to compare: U+0000).
 */
export const consoleSearchText = (maxLength: number, minLength = 0) =>
  Type.String({ minLength, maxLength, pattern: '^[^\\u0000-\\u001F\\u007F-\\u009F]*$' });
/** Text the console searches for, found anywhere in the names (case ignored); empty finds all. */
const SearchText = consoleSearchText(200);
const PageQuery = {
  q: Type.Optional(SearchText),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX })),
};

// ── Customers ─────────────────────────────────────────────────────────────────────────────────

export const DiscountSchema = Type.Object({
  group: Type.String(),
  /** Negative: a surcharge; null: priced on request. */
  percent: Nullable(Type.Number()),
});
export type Discount = Static<typeof DiscountSchema>;

export const AdminCustomerSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** How many users belong to the customer. */
  users: Type.Integer(),
  discounts: Type.Array(DiscountSchema),
});
export type AdminCustomer = Static<typeof AdminCustomerSchema>;

export const CustomerListQuerySchema = Type.Object(PageQuery, Closed);
export type CustomerListQuery = Static<typeof CustomerListQuerySchema>;

export const CustomerListResponseSchema = Type.Object({ total: Type.Integer(), customers: Type.Array(AdminCustomerSchema) });
export type CustomerListResponse = Static<typeof CustomerListResponseSchema>;

export const CustomerParamsSchema = Type.Object({ id: Id }, Closed);

/** POST /api/admin/customers and PATCH /api/admin/customers/{id}: the name (trimmed; unique). */
export const CustomerNameBodySchema = Type.Object({ name: Type.String({ maxLength: CUSTOMER_NAME_MAX }) }, Closed);
export type CustomerNameBody = Static<typeof CustomerNameBodySchema>;

export const DiscountParamsSchema = Type.Object({ id: Id, group: Type.String({ minLength: 1, maxLength: DISCOUNT_GROUP_MAX }) }, Closed);

/** PUT /api/admin/customers/{id}/discounts/{group}: a percentage (negative: a surcharge), or null for "on request". */
export const DiscountBodySchema = Type.Object({ percent: Nullable(Type.Number()) }, Closed);
export type DiscountBody = Static<typeof DiscountBodySchema>;

// ── Users ─────────────────────────────────────────────────────────────────────────────────────

export const AdminUserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  username: Type.String(),
  customer: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** Comma-separated brand names the user never sees. */
  blocked_brands: Type.String(),
  disabled: Type.Boolean(),
  /** ms since the epoch. */
  createdAt: Type.Integer(),
  /** The last successful sign-in (ms since the epoch); null if never. */
  lastSignInAt: Nullable(Type.Integer()),
  /** Failed sign-ins in the last 24 hours, and the last of them. */
  failedAttempts: Type.Integer(),
  lastFailedAt: Nullable(Type.Integer()),
  /** Sessions not yet expired. */
  openSessions: Type.Integer(),
});
export type AdminUser = Static<typeof AdminUserSchema>;

export const UserListQuerySchema = Type.Object({ ...PageQuery, customerId: Type.Optional(Id) }, Closed);
export type UserListQuery = Static<typeof UserListQuerySchema>;

export const UserListResponseSchema = Type.Object({ total: Type.Integer(), users: Type.Array(AdminUserSchema) });
export type UserListResponse = Static<typeof UserListResponseSchema>;

export const UserParamsSchema = Type.Object({ id: Id }, Closed);

export const UserResponseSchema = Type.Object({ user: AdminUserSchema });
export type UserResponse = Static<typeof UserResponseSchema>;

/** POST /api/admin/users: invites a customer's user, who sets a first password from the link sent. */
export const InviteBodySchema = Type.Object({
  email: Type.String({ maxLength: EMAIL_MAX }),
  username: Type.String({ maxLength: USERNAME_MAX }),
  customerId: Id,
  blockedBrands: Type.Optional(Type.String({ maxLength: BLOCKED_BRANDS_MAX })),
}, Closed);
export type InviteBody = Static<typeof InviteBodySchema>;

/** The invited user, and the link to set the first password when no mail server is set up (to pass on by hand); else null. */
export const InviteResponseSchema = Type.Object({ user: AdminUserSchema, link: Nullable(Type.String()) });
export type InviteResponse = Static<typeof InviteResponseSchema>;

/** POST /api/admin/users/{id}/password-reset: whether the link was mailed, else the link to pass on by hand. */
export const PasswordLinkSentSchema = Type.Object({ mailed: Type.Boolean(), link: Nullable(Type.String()) });
export type PasswordLinkSent = Static<typeof PasswordLinkSentSchema>;

/** PUT /api/admin/users/{id}/blocked-brands. */
export const BlockedBrandsBodySchema = Type.Object({ blockedBrands: Type.String({ maxLength: BLOCKED_BRANDS_MAX }) }, Closed);
export type BlockedBrandsBody = Static<typeof BlockedBrandsBodySchema>;

/** POST /api/admin/users/{id}/sessions/end: how many sessions were ended. */
export const SessionsEndedSchema = Type.Object({ ended: Type.Integer() });
export type SessionsEnded = Static<typeof SessionsEndedSchema>;
