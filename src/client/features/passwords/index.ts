/**
 * What other features use of the passwords: the "Change password" dialog, loaded when first
 * opened (its own chunk, with antd's Form; the header is on every page).
 */
import { lazy } from 'react';

export const LazyChangePasswordDialog = lazy(() => import(/* webpackChunkName: "passwords" */ './ChangePasswordDialog'));
