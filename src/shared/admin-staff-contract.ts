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
