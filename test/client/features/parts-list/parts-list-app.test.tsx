/**
 * The parts list in the whole app (real store, sagas, router; a fake server): the route's guard,
 * the start page's button, a list looked up and shown, and a 401 that takes the list with the session.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LookupRequest } from '../../../../src/shared/contract';
import { KEPT_LIST_KEY } from '../../../../src/client/features/parts-list/keep-list';
import { installFakeApi, type FakeRequest } from '../../support/fake-api';
import { DEMO_USER, renderApp, savedSession } from '../../support/render-app';
import { answer, SIEMENS } from './parts-list-kit';

jest.setTimeout(40_000);

const SIGNED_IN = { token: 'x'.repeat(43), user: DEMO_USER, rememberMe: true };

beforeEach(() => window.sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

function server(lookupStatus = 200) {
  return installFakeApi({
    'GET /': { body: { user: DEMO_USER } },
    'POST /lookup': (request: FakeRequest) => {
      if (lookupStatus !== 200) return { status: lookupStatus, body: { error: 'unauthorized', message: 'Not signed in.' } };
      const { lines } = request.body as LookupRequest;
      return { body: { lookupId: 'lookup-1', lines: lines.map((line, index) => answer(index, line.q, line.qty ?? 1, 'found', SIEMENS)) } };
    },
  });
}

it('needs a signed-in customer: without a token /parts-list goes to /login', async () => {
  server();
  const app = await renderApp('/parts-list');
  await waitFor(() => expect(app.pathname()).toBe('/login'));
});

it('opens from the start page, looks a list up and keeps it in the tab', async () => {
  const api = server();
  const app = await renderApp('/', savedSession(SIGNED_IN));
  await userEvent.click(await screen.findByRole('button', { name: 'Look up a parts list' }));
  await waitFor(() => expect(app.pathname()).toBe('/parts-list'));
  await userEvent.type(await screen.findByTestId('parts-list-paste'), '6ES7214-1AG40-0XB0');
  await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
  await waitFor(() => expect(document.querySelectorAll('tr[data-line]')).toHaveLength(1));
  // One number a line names no quantity: the server counts 1.
  expect(api.calls('POST /lookup').map((request) => request.body)).toEqual([{ lines: [{ q: '6ES7214-1AG40-0XB0' }] }]);
  expect(JSON.parse(window.sessionStorage.getItem(KEPT_LIST_KEY) as string).entries).toHaveLength(1);
});

it('a 401 from the lookup ends the session and takes the list with it', async () => {
  server(401);
  const app = await renderApp('/parts-list', savedSession(SIGNED_IN));
  await userEvent.type(await screen.findByTestId('parts-list-paste'), '6ES7214-1AG40-0XB0');
  await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
  await waitFor(() => expect(app.pathname()).toBe('/login'));
  expect(app.store.getState().partsList.source).toBeNull();
  expect(window.sessionStorage.getItem(KEPT_LIST_KEY)).toBeNull();
  expect(screen.queryByRole('alert', { name: /could not be looked up/ })).not.toBeInTheDocument();
});
