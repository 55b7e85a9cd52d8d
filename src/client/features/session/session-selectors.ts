import { createSelector } from '@reduxjs/toolkit';
import { buildBrandMapping } from '../../../shared/brands/brand-mapping';
import type { SessionState } from './session-slice';

/** The part of the app's state these selectors read. */
type StateWithSession = { session: SessionState };

export const selectLanguage = (state: StateWithSession) => state.session.language;
export const selectToken = (state: StateWithSession) => state.session.token;
export const selectUser = (state: StateWithSession) => state.session.user;
export const selectIsSignedIn = (state: StateWithSession) => state.session.token !== null;
export const selectHasCustomer = (state: StateWithSession) => Boolean(state.session.user?.customer);
/** A staff account's session: the console at /admin, never the search (a session saved before roles existed is a customer's). */
export const selectIsStaff = (state: StateWithSession) => state.session.user?.role === 'staff';
/** rememberMe is treated as true while it is unset (docs/behaviour.md, Session). */
export const selectRememberMe = (state: StateWithSession) => state.session.rememberMe ?? true;
export const selectLoginAttempts = (state: StateWithSession) => state.session.loginAttempts;
export const selectLoggingIn = (state: StateWithSession) => state.session.loggingIn;
export const selectBrands = (state: StateWithSession) => state.session.pricetool_brands;
export const selectBrandsLoading = (state: StateWithSession) => state.session.brandsLoading;
export const selectBrandData = (state: StateWithSession) => state.session.brandData;
/** Every brand name and alias with its message and note, from the brand data held (empty until it is loaded). */
export const selectBrandMapping = createSelector([selectBrandData], (brandData) => buildBrandMapping(brandData?.brands ?? []));
export const selectTotalArticles = (state: StateWithSession) => state.session.total_articles;

/** The header's tooltip: "username (customer name)". */
export const selectUserLabel = (state: StateWithSession) => {
  const user = state.session.user;
  if (!user) return '';
  return user.customer ? `${user.username} (${user.customer.name})` : user.username;
};
