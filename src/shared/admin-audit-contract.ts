/**
 * The staff console's audit view: GET /api/admin/audit (docs/api.md, Flags and audit (staff)). The console's
 * page imports this module with `import type` only.
 */
import { Type, type Static } from 'typebox';
import { consoleSearchText } from './admin-people-contract';

/** Lines per page when the request names no `limit`, and the most it may name. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 200;

const Millis = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 });

export const AuditQuerySchema = Type.Object({
  /** An e-mail address: the lines this user did or that were done to them (case does not matter). */
  user: Type.Optional(consoleSearchText(320, 1)),
  /** Part of a customer's name (case does not matter): the lines of every customer whose name holds it. */
  customer: Type.Optional(consoleSearchText(200, 1)),
  /** One kind of line, as `events` lists them. */
  event: Type.Optional(Type.String({ pattern: /^[a-z0-9][a-z0-9._:-]{0,63}$/.source })),
  /** From this time on (ms since the epoch, included)… */
  from: Type.Optional(Millis),
  /** …until this time (excluded). */
  to: Type.Optional(Millis),
  /** The lines older than this one (its id): the page after the one whose `next` it is. */
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_MAX })),
}, { additionalProperties: false });
export type AuditQuery = Static<typeof AuditQuerySchema>;

export const AuditLineSchema = Type.Object({
  id: Type.Integer(),
  at: Type.Integer(),
  event: Type.String(),
  /** An e-mail address, `cli:<os user>` or `system`. */
  actor: Type.String(),
  /** `anonymous`: a refused sign-in, whose account is not known. */
  actorRole: Type.Enum(['staff', 'customer', 'cli', 'system', 'anonymous'], { type: 'string' }),
  /** The client's address, or `cli@<host>`. */
  address: Type.String(),
  customerId: Type.Union([Type.Integer(), Type.Null()]),
  /** The customer's name now; null for a line without a customer, or one since deleted. */
  customerName: Type.Union([Type.String(), Type.Null()]),
  userEmail: Type.Union([Type.String(), Type.Null()]),
  details: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
});
export type AuditLine = Static<typeof AuditLineSchema>;

export const AuditPageSchema = Type.Object({
  /** Newest first. */
  lines: Type.Array(AuditLineSchema),
  /** The `before` of the next page; null on the last. */
  next: Type.Union([Type.Integer(), Type.Null()]),
  /** On the first page (no `before`): every kind of line the trail holds, for the filter. */
  events: Type.Optional(Type.Array(Type.String())),
});
export type AuditPage = Static<typeof AuditPageSchema>;
