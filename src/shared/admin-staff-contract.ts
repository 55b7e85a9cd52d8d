/** The staff API's staff accounts (GET/POST /api/admin/staff): the console's people who run it. */
import { Type, type Static } from 'typebox';


export const StaffMemberSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  username: Type.String(),
  disabled: Type.Boolean(),
});
export type StaffMember = Static<typeof StaffMemberSchema>;

export const StaffListResponseSchema = Type.Object({ staff: Type.Array(StaffMemberSchema) });
export type StaffListResponse = Static<typeof StaffListResponseSchema>;

/** POST /api/admin/staff: a new staff account, invited to set its first password. */
export const NewStaffBodySchema = Type.Object({
  email: Type.String({ maxLength: 320 }),
  username: Type.String({ maxLength: 200 }),
}, { additionalProperties: false });
export type NewStaffBody = Static<typeof NewStaffBodySchema>;

/** The new staff account, and the link to set the first password when no mail server is set up (to pass on by hand); else null. */
export const NewStaffResponseSchema = Type.Object({ member: StaffMemberSchema, link: Type.Union([Type.String(), Type.Null()]) });
export type NewStaffResponse = Static<typeof NewStaffResponseSchema>;
