import { createAction } from '@reduxjs/toolkit';

/** The full reset (docs/behaviour.md, Session): every slice returns to its defaults (logout). */
export const appReset = createAction('app/reset');
