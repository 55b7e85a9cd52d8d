import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { selectHasCustomer, selectIsSignedIn } from '../features/session/session-selectors';
import { authCleared } from '../features/session/session-slice';
import { showToast } from '../features/toasts/toast';
import { useAppDispatch, useAppSelector } from './hooks';
import { savedSessionFlushed } from './persistence';

/**
 * The search routes need a token and a user with a customer (docs/behaviour.md, Pages and addresses). A user without a
 * customer can sign in, but is told why and sent back to the sign-in page. A sign-out (Logout, a
 * 401) only clears the token; this guard is what then takes the page to /login, in place of the
 * signed-out customer's page in the history.
 */
export function RequireCustomer() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const hasCustomer = useAppSelector(selectHasCustomer);
  const noCustomer = signedIn && !hasCustomer;

  useEffect(() => {
    if (!noCustomer) return;
    showToast('error', 'login.noCustomer');
    dispatch(authCleared());
    dispatch(savedSessionFlushed());
  }, [noCustomer, dispatch]);

  if (!signedIn || noCustomer) return <Navigate to="/login" replace />;
  return <Outlet />;
}
