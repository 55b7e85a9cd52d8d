import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router';
import { CONSOLE_PATH } from '../config/constants';
import { selectHasCustomer, selectIsSignedIn, selectIsStaff } from '../features/session/session-selectors';
import { customerMissing } from '../features/session/session-slice';
import { useToasts } from '../features/toasts/toasts-context';

/**
 * The search routes need a token and a user with a customer (docs/behaviour.md, Pages and addresses). A user without a
 * customer can sign in, but is told why and sent back to the sign-in page; a staff account is sent to the console. A sign-out (Logout, a
 * 401) only clears the token; this guard is what then takes the page to /login, in place of the
 * signed-out customer's page in the history.
 */
export function RequireCustomer() {
  const dispatch = useDispatch();
  const { showToast } = useToasts();
  const signedIn = useSelector(selectIsSignedIn);
  const hasCustomer = useSelector(selectHasCustomer);
  const staff = useSelector(selectIsStaff);
  const noCustomer = signedIn && !hasCustomer && !staff;

  useEffect(() => {
    if (!noCustomer) return;
    showToast('error', 'login.noCustomer');
    // The session saga drops the sign-in at once and ends it on the server.
    dispatch(customerMissing());
  }, [noCustomer, dispatch, showToast]);

  // A staff account has no customer either, and its place is the console.
  if (signedIn && staff) return <Navigate to={CONSOLE_PATH} replace />;
  if (!signedIn || noCustomer) return <Navigate to="/login" replace />;
  return <Outlet />;
}
