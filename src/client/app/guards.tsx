import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router';
import { selectHasCustomer, selectIsSignedIn } from '../features/session/session-selectors';
import { customerMissing } from '../features/session/session-slice';
import { useToasts } from '../features/toasts/toasts-context';

/**
 * The search routes need a token and a user with a customer (docs/behaviour.md, Pages and addresses). A user without a
 * customer can sign in, but is told why and sent back to the sign-in page. A sign-out (Logout, a
 * 401) only clears the token; this guard is what then takes the page to /login, in place of the
 * signed-out customer's page in the history.
 */
export function RequireCustomer() {
  const dispatch = useDispatch();
  const { showToast } = useToasts();
  const signedIn = useSelector(selectIsSignedIn);
  const hasCustomer = useSelector(selectHasCustomer);
  const noCustomer = signedIn && !hasCustomer;

  useEffect(() => {
    if (!noCustomer) return;
    showToast('error', 'login.noCustomer');
    // The session saga drops the sign-in at once and ends it on the server.
    dispatch(customerMissing());
  }, [noCustomer, dispatch, showToast]);

  if (!signedIn || noCustomer) return <Navigate to="/login" replace />;
  return <Outlet />;
}
