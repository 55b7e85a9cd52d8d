/**
 * The staff console's flags: GET /api/admin/flags and PUT /api/admin/flags
 * (docs/behaviour.md, Maintenance and flags). The console's page imports this module with
 * `import type` only; the names it lists are FLAG_NAMES (feature-flags.ts).
 */
import { Type, type Static } from 'typebox';
import { FLAG_NAMES } from './feature-flags';

export const FlagNameSchema = Type.Enum(FLAG_NAMES, { type: 'string' });

export const AdminFlagSchema = Type.Object({
  name: FlagNameSchema,
  /** What customers get now (within the server's FLAG_CACHE_MS on every instance). */
  enabled: Type.Boolean(),
  /** The environment's value (FLAG_*): the flag's value until it is first switched. */
  environment: Type.Boolean(),
  /** When it was last switched (ms since the epoch); null: never, the environment's value holds. */
  changedAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type AdminFlag = Static<typeof AdminFlagSchema>;

export const AdminFlagsResponseSchema = Type.Object({ flags: Type.Array(AdminFlagSchema) });
export type AdminFlagsResponse = Static<typeof AdminFlagsResponseSchema>;

/** The flags to switch, at least one; each is audited with its value before and after. */
export const AdminFlagsChangeSchema = Type.Object({
  beta: Type.Optional(Type.Boolean()),
  christmasBreakBanner: Type.Optional(Type.Boolean()),
  maintenance: Type.Optional(Type.Boolean()),
  replacementSearch: Type.Optional(Type.Boolean()),
}, { additionalProperties: false, minProperties: 1 });
export type AdminFlagsChange = Static<typeof AdminFlagsChangeSchema>;
