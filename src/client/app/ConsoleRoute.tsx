/**
 * /admin/*: the staff console, a chunk of its own. Signed out, it is the sign-in page (the same
 * form, the same throttling); signed in, the console's frame with the page the address names
 * (its first segment after /admin; the page reads the rest itself). The pages are picked here
 * rather than by react-router's <Routes>, whose code would then be the sign-in page's too.
 */
import { Spin } from 'antd';
import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { CONSOLE_PATH } from '../config/constants';
import { ConsoleLayout, currentPage } from '../features/admin';
import { LoginPage } from '../features/login/LoginPage';
import { selectIsSignedIn, selectLoggingIn } from '../features/session';
import { CONSOLE_PAGES } from './console-pages';

export function ConsoleRoute() {
  const signedIn = useSelector(selectIsSignedIn);
  const loggingIn = useSelector(selectLoggingIn);
  const page = currentPage(CONSOLE_PAGES, useLocation().pathname);
  // The sign-in page stays until the sign-in's steps are done (its toast, the pause): the console
  // shown sooner would be put up a second time by the move that ends them, losing what was typed.
  if (!signedIn || loggingIn) return <LoginPage />;
  if (!page) return <Navigate to={`${CONSOLE_PATH}/${CONSOLE_PAGES[0].path}`} replace />;
  return (
    <ConsoleLayout pages={CONSOLE_PAGES}>
      <Suspense fallback={<Spin />}>
        <page.Component />
      </Suspense>
    </ConsoleLayout>
  );
}

export default ConsoleRoute;
