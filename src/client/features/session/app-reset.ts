import { createAction } from '@reduxjs/toolkit';

/**
 * Logout's full reset: every slice returns to its defaults. The session saga puts it; each slice
 * that holds the customer's state resets on it.
 */
export const appReset = createAction('app/reset');
