import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sha256 } from 'js-sha256';
import { createAppStore } from '../../../../src/client/app/store';
import { searchIdReceived } from '../../../../src/client/features/search/search-slice';
import { loginSucceeded } from '../../../../src/client/features/session/session-slice';
import { createActionRecorder } from '../../../../src/client/features/support-log/action-recorder';
import { buildSupportLog, supportLogFileName, type SupportLogContext } from '../../../../src/client/features/support-log/export-log';
import { SUPPORT_LOG_FORMAT, SUPPORT_LOG_VERSION, actionsChecksum } from '../../../../src/client/features/support-log/log-format';
import { parseSupportLog } from '../../../../src/client/features/support-log/parse-log';
import { installFakeApi } from '../../support/fake-api';
import { DEMO_USER, MemoryStorage, renderApp, savedSession } from '../../support/render-app';
import { DEMO } from '../../../support/demo-users';

const TOKEN = 'k'.repeat(43);
const CONTEXT: SupportLogContext = { now: new Date('2026-11-21T06:45:12Z'), screen: { width: 1920, height: 1080 }, app: { version: '0.1.0', build: 'abc1234' } };

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

/** Every key anywhere in a JSON value. */
function keysIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysIn);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => [key, ...keysIn(item)]);
  return [];
}

describe('buildSupportLog', () => {
  function signedInStore() {
    const recorder = createActionRecorder();
    const { store } = createAppStore({ storage: new MemoryStorage(), runSagas: false, recorder });
    store.dispatch(loginSucceeded({ token: TOKEN, user: DEMO_USER, remember: true }));
    store.dispatch(searchIdReceived('3f2b9c1e-0000-4000-8000-000000000001'));
    return { recorder, store };
  }

  it('has the format, app build, language, screen, user and search ids, and a checksum over the actions', () => {
    const { recorder, store } = signedInStore();
    const log = buildSupportLog(recorder, store.getState(), CONTEXT);
    expect(log).toMatchObject({
      format: SUPPORT_LOG_FORMAT, version: SUPPORT_LOG_VERSION, app: { version: '0.1.0', build: 'abc1234' },
      exportedAt: '2026-11-21T06:45:12.000Z', language: 'EN', screen: { width: 1920, height: 1080 },
      user: { id: DEMO_USER.id, customerId: DEMO_USER.customer?.id }, searchIds: ['3f2b9c1e-0000-4000-8000-000000000001'],
    });
    expect(log.actions.map((action) => action.type)).toEqual(expect.arrayContaining(['session/loginSucceeded', 'search/searchIdReceived']));
    expect(log.checksum).toBe(actionsChecksum(log.actions));
    expect(parseSupportLog(JSON.stringify(log))).toEqual(log);
  });

  it('names no token anywhere', () => {
    const { recorder, store } = signedInStore();
    const log = buildSupportLog(recorder, store.getState(), CONTEXT);
    expect(JSON.stringify(log)).not.toContain(TOKEN);
    expect(keysIn(log.user)).not.toContain('token');
    expect(Object.keys(log)).not.toContain('token');
  });

  it('has no user when nobody is signed in', () => {
    const { store } = createAppStore({ storage: new MemoryStorage(), runSagas: false, recorder: null });
    expect(buildSupportLog(createActionRecorder(), store.getState(), CONTEXT).user).toBeNull();
  });
});

describe('supportLogFileName', () => {
  it.each([
    [new Date(2026, 10, 21, 6, 45, 59), 'pricetool-support-log-2026-11-21-0645.json'],
    [new Date(2027, 0, 2, 23, 5), 'pricetool-support-log-2027-01-02-2305.json'],
  ])('names the local date and time of %s', (date, name) => {
    expect(supportLogFileName(date)).toBe(name);
  });
});

describe('a real sign-in, exported', () => {
  it('holds neither the password, nor its hash, nor the token', async () => {
    installFakeApi({
      'POST /login': { body: { token: TOKEN, user: DEMO_USER } },
      'POST /brands': { body: { brands: ['ABB', 'Siemens'] } },
      'GET /': { body: { user: DEMO_USER } },
    });
    const app = await renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail address'), DEMO.muster.email);
    await userEvent.type(screen.getByLabelText('Password'), DEMO.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.store.getState().session.pricetool_brands).toEqual(['ABB', 'Siemens']));
    expect(app.store.getState().session.token).toBe(TOKEN);

    const { recorder } = app;
    if (!recorder) throw new Error('createAppStore registered no recorder');
    const types = recorder.entries().map((action) => action.type);
    expect(types).toEqual(expect.arrayContaining(['session/loginSubmitted', 'api/executeMutation/fulfilled', 'session/loginSucceeded']));

    const exported = JSON.stringify(buildSupportLog(recorder, app.store.getState(), CONTEXT));
    recorder.flush();
    const saved = window.localStorage.getItem('pricetool.supportLog') ?? '';
    expect(saved).toContain('session/loginSucceeded');
    for (const text of [exported, saved]) {
      expect(text).not.toContain(DEMO.password);
      expect(text).not.toContain(sha256(DEMO.password));
      expect(text).not.toContain(TOKEN);
    }
  });
});

describe('the user menu', () => {
  it('downloads the support log as a dated JSON file', async () => {
    installFakeApi({ 'GET /': { body: { user: DEMO_USER } } });
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => { blobs.push(blob); return 'blob:support-log'; });
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: jest.fn() });
    const clicked: Array<{ href: string; download: string }> = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    await renderApp('/', savedSession({ token: TOKEN, user: DEMO_USER, rememberMe: true }));
    await screen.findByRole('search');
    await userEvent.click(screen.getByRole('button', { name: 'Demo User (Muster Automation GmbH)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Download support log/ }));

    expect(clicked).toEqual([{ href: 'blob:support-log', download: expect.stringMatching(/^pricetool-support-log-\d{4}-\d{2}-\d{2}-\d{4}\.json$/) }]);
    const log = parseSupportLog(await blobs[0].text());
    expect(log.user).toEqual({ id: DEMO_USER.id, customerId: DEMO_USER.customer?.id });
    expect(log.actions.length).toBeGreaterThan(0);
    expect(JSON.stringify(log)).not.toContain(TOKEN);
    expect(await screen.findByText('Support log saved')).toBeInTheDocument();
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
    // The whole app in jsdom, through a menu: as slow as the other whole-app tests on a busy machine.
  }, 40_000);
});
