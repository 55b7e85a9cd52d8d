/**
 * What other features use of the passwords: the "Change password" dialog, loaded when first
 * opened, as a click loads it (its own chunk, with antd's Form and Modal; the header is on every page).
 */
import { lazy } from 'react';

export const LazyChangePasswordDialog = lazy(() => import(/* webpackChunkName: "password-dialog" */ './ChangePasswordDialog'));
