/**
 * One flow that throws stops no other (docs/architecture.md, "Isolated flows"): on the whole app,
 * real store and sagas against a fake server, a parts list whose parser throws (as it did on a
 * 600,000-line upload) ends with the parts list's error; afterwards a search still sends its
 * request, and Logout still tells the server, clears the token and goes to /login.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listSubmitted } from '../../../src/client/features/parts-list/parts-list-slice';
import { queryChanged, searchSubmitted } from '../../../src/client/features/search/search-slice';
import { languageSelected } from '../../../src/client/features/session/session-slice';
import { flowFailed } from '../../../src/client/lib/flow-isolation';
import * as i18nModule from '../../../src/client/i18n/i18n';
import { installFakeApi } from '../support/fake-api';
import { DEMO_USER, renderApp, savedSession } from '../support/render-app';

jest.mock('../../../src/client/features/parts-list/steps/run-lookup', () => ({
  // What the parser did with a 6 MB list: Math.max(0, ...rows) over 600,000 rows.
  runSubmittedList: function* runSubmittedList(): Generator {
    yield undefined;
    throw new RangeError('Maximum call stack size exceeded');
  },
  runLookup: function* runLookup(): Generator {
    yield undefined;
  },
}));

// The whole app in jsdom: slow on a busy machine.
jest.setTimeout(40_000);

const TOKEN = 'x'.repeat(43);
const NOTHING_FOUND = { body: { articles: [], brands: [], onStock: 0, total: 0 } };

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

async function signedInApp() {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const api = installFakeApi({
    'GET /': { body: { user: DEMO_USER } },
    'POST /logout': { status: 204 },
    'GET /search': NOTHING_FOUND,
    'GET /replacements': { body: { replacements: [], originalBrand: null } },
  });
  const app = await renderApp('/', savedSession({ token: TOKEN, user: DEMO_USER, rememberMe: true }));
  await screen.findByRole('search');
  const recorded = () => app.recorder?.entries().map((entry) => entry.type) ?? [];
  return { ...app, api, recorded };
}

async function searchAndSignOut(app: Awaited<ReturnType<typeof signedInApp>>) {
  act(() => {
    app.store.dispatch(queryChanged('750'));
    app.store.dispatch(searchSubmitted());
  });
  await waitFor(() => expect(app.api.calls('GET /search').map((request) => request.query.get('q'))).toContain('750'));

  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(app.pathname()).toBe('/login'));
  expect(app.api.calls('POST /logout')).toHaveLength(1);
  expect(app.api.calls('POST /logout')[0].headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  expect(app.store.getState().session.token).toBeNull();
  await waitFor(() => expect(app.storage.saved().token).toBeNull());
}

describe('a flow that throws', () => {
  it('a parts list whose parser throws ends with its error; searching and signing out still work', async () => {
    const app = await signedInApp();
    act(() => { app.store.dispatch(listSubmitted({ text: '6ES7214-1AG40-0XB0\t1', fileName: null })); });

    await waitFor(() => expect(app.store.getState().partsList).toMatchObject({ phase: 'failed', error: 'server_error' }));
    expect(app.recorded()).toContain(flowFailed.type);
    expect(console.error).toHaveBeenCalledWith('The partsList flow failed:', expect.any(RangeError));

    await searchAndSignOut(app);
  });

  it('a session step that throws (the language switch) stops neither searching nor signing out', async () => {
    const app = await signedInApp();
    jest.spyOn(i18nModule, 'changeTranslationLanguage').mockImplementationOnce(() => { throw new TypeError('translations unavailable'); });
    act(() => { app.store.dispatch(languageSelected('DE')); });
    await waitFor(() => expect(app.recorded()).toContain(flowFailed.type));
    expect(console.error).toHaveBeenCalledWith('The session flow failed on session/languageSelected:', expect.any(TypeError));

    await searchAndSignOut(app);
  });
});
