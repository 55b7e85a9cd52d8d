import { selectUser, type SessionState } from '../session';

/** Whose list it is, for the e-mail's signature and the printed sheet: the customer, else the user. */
export const selectCustomerName = (state: { session: SessionState }) => {
  const user = selectUser(state);
  return user?.customer?.name ?? user?.username ?? '';
};
