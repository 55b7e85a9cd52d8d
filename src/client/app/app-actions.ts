import { createAction } from '@reduxjs/toolkit';

/** The full reset of spec §4: every slice returns to its defaults (logout). */
export const appReset = createAction('app/reset');
