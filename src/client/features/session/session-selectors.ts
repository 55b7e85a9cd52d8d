import type { RootState } from '../../app/store';

export const selectLanguage = (state: RootState) => state.session.language;
export const selectToken = (state: RootState) => state.session.token;
export const selectUser = (state: RootState) => state.session.user;
export const selectIsSignedIn = (state: RootState) => state.session.token !== null;
export const selectHasCustomer = (state: RootState) => Boolean(state.session.user?.customer);
/** rememberMe is treated as true while it is unset (docs/behaviour.md, Session). */
export const selectRememberMe = (state: RootState) => state.session.rememberMe ?? true;
export const selectLoginAttempts = (state: RootState) => state.session.loginAttempts;
export const selectLoggingIn = (state: RootState) => state.session.loggingIn;
export const selectBrands = (state: RootState) => state.session.pricetool_brands;
export const selectBrandsLoading = (state: RootState) => state.session.brandsLoading;
export const selectTotalArticles = (state: RootState) => state.session.total_articles;

/** The header's tooltip: "username (customer name)". */
export const selectUserLabel = (state: RootState) => {
  const user = state.session.user;
  if (!user) return '';
  return user.customer ? `${user.username} (${user.customer.name})` : user.username;
};
