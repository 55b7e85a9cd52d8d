/**
 * The demo brand data as the page holds it after GET /api/brand-data, for test stores and the fake
 * server: given to a state through the session's own reducer and action, as the page gets it.
 */
import type { BrandDataCopy } from '../../../src/client/api/api';
import { brandDataLoaded, sessionReducer, type SessionState } from '../../../src/client/features/session/session-slice';
import { DEMO_BRANDS } from '../../../src/server/catalogue/demo/demo-brands';

export const DEMO_BRAND_DATA: BrandDataCopy = { etag: '"demo-brand-data"', brands: [...DEMO_BRANDS] };

/** The session with the demo brand data loaded. */
export function withDemoBrandData(session: SessionState): SessionState {
  return sessionReducer(session, brandDataLoaded(DEMO_BRAND_DATA));
}
