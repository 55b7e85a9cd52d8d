/**
 * Loading the brand data (docs/behaviour.md, Brands): the whole copy at sign-in, a revalidation
 * with the tag held once per page load (a 304 keeps the copy), nothing on a page without a
 * sign-in; a failure is told and the copy held stays.
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { api } from '../../../../src/client/api/api';
import { callEndpoint } from '../../../../src/client/api/call-endpoint';
import { browserSessionContinues, markBrowserSession } from '../../../../src/client/features/session/browser-session';
import { fetchBrandData, loadBrandData, restoreSession } from '../../../../src/client/features/session/session-saga';
import { brandDataLoaded, type SessionState } from '../../../../src/client/features/session/session-slice';
import { changeTranslationLanguage } from '../../../../src/client/i18n/i18n';
import { DEMO_BRAND_DATA } from '../../support/demo-brand-data';
import { DEMO_USER } from '../../support/render-app';
import { callsTo, endpointAnswers, fakeServices, sagaReducer, sagaState, showToast, type EndpointAnswers } from '../../support/saga';

const TOKEN = 'x'.repeat(43);
const SIGNED_IN: Partial<SessionState> = { token: TOKEN, user: DEMO_USER, rememberMe: true };
const NEWER = { etag: '"newer"', brands: DEMO_BRAND_DATA.brands.slice(1) };

function run(saga: () => Generator, session: Partial<SessionState>, answers: EndpointAnswers) {
  const providers: StaticProvider[] = [
    ...fakeServices,
    endpointAnswers({ profile: { ok: { user: DEMO_USER } }, ...answers }),
    [matchers.call.fn(showToast), undefined],
    [matchers.call.fn(browserSessionContinues), true],
    [matchers.call.fn(markBrowserSession), undefined],
    [matchers.call.fn(changeTranslationLanguage), undefined],
  ];
  return expectSaga(saga).withReducer(sagaReducer, sagaState(session)).provide(providers);
}

const brandDataCalls = (result: Parameters<typeof callsTo>[0]) =>
  callsTo(result, callEndpoint).filter(([endpoint]) => endpoint === api.endpoints.brandData).map(([, arg]) => arg);

describe('fetchBrandData', () => {
  it('asks for the whole brand data when none is held, and stores the copy with its tag', async () => {
    const result = await run(fetchBrandData, { ...SIGNED_IN, brandData: null }, { brandData: { ok: DEMO_BRAND_DATA } })
      .put(brandDataLoaded(DEMO_BRAND_DATA))
      .run();
    expect(brandDataCalls(result)).toEqual([{ etag: null }]);
    expect(result.storeState.session.brandData).toEqual(DEMO_BRAND_DATA);
  });

  it('revalidates the copy held with its tag; a 304 (null) keeps it and puts nothing', async () => {
    const result = await run(fetchBrandData, SIGNED_IN, { brandData: { ok: null } }).not.put.actionType(brandDataLoaded.type).run();
    expect(brandDataCalls(result)).toEqual([{ etag: DEMO_BRAND_DATA.etag }]);
    expect(result.storeState.session.brandData).toEqual(DEMO_BRAND_DATA);
  });

  it('replaces the copy held when the server has a newer one', async () => {
    const result = await run(fetchBrandData, SIGNED_IN, { brandData: { ok: NEWER } }).put(brandDataLoaded(NEWER)).run();
    expect(result.storeState.session.brandData).toEqual(NEWER);
  });

  it('puts nothing for an answer with the tag already held (a second request that ran alongside)', () =>
    run(fetchBrandData, SIGNED_IN, { brandData: { ok: DEMO_BRAND_DATA } }).not.put.actionType(brandDataLoaded.type).run());

  it('sends no If-None-Match for a copy stored without a tag', async () => {
    const result = await run(fetchBrandData, { ...SIGNED_IN, brandData: { ...DEMO_BRAND_DATA, etag: '' } }, { brandData: { ok: DEMO_BRAND_DATA } }).run();
    expect(brandDataCalls(result)).toEqual([{ etag: null }]);
  });
});

describe('loadBrandData', () => {
  it('tells a failure with the brands toast and keeps the copy held', async () => {
    const result = await run(loadBrandData, SIGNED_IN, { brandData: { error: { status: 'FETCH_ERROR', error: 'offline' } } })
      .call(showToast, 'error', 'toasts.brandsFailed')
      .run();
    expect(result.storeState.session.brandData).toEqual(DEMO_BRAND_DATA);
  });
});

describe('restoreSession and the brand data', () => {
  it('revalidates the copy held once on a page load', async () => {
    const result = await run(restoreSession, SIGNED_IN, { brandData: { ok: null } }).call(loadBrandData).run();
    expect(brandDataCalls(result)).toEqual([{ etag: DEMO_BRAND_DATA.etag }]);
  });

  it('loads nothing on a page without a copy: its first search fetches it', async () => {
    const result = await run(restoreSession, { ...SIGNED_IN, brandData: null }, {}).not.call(loadBrandData).run();
    expect(brandDataCalls(result)).toEqual([]);
  });

  it('loads nothing on a signed-out page', async () => {
    const result = await run(restoreSession, { token: null, brandData: null }, {}).not.call(loadBrandData).run();
    expect(brandDataCalls(result)).toEqual([]);
  });

  it('loads nothing when the stored sign-in turns out to be gone', async () => {
    const result = await run(restoreSession, SIGNED_IN, { profile: { error: { status: 401, data: {} } } }).not.call(loadBrandData).run();
    expect(result.storeState.session.brandData).toBeNull();
  });
});
