/**
 * The support replay view: a support person loads a customer's log and steps through it in the
 * real screens, without signing in and without a single request to the server.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { SUPPORT_LOG_MAX_BYTES } from '../../../../src/client/config/constants';
import { actionsChecksum, type RecordedAction } from '../../../../src/client/features/support-log/log-format';
import { MemoryRouter } from 'react-router';
import { replay } from '../../../../src/client/app/replay';
import type { RootState } from '../../../../src/client/app/root-reducer';
import { ReplayPage } from '../../../../src/client/features/replay/ReplayPage';
import type { SearchState } from '../../../../src/client/features/search/search-slice';
import type { Replay } from '../../../../src/client/features/support-log/replay-engine';
import { createToasts } from '../../../../src/client/features/toasts/toast';
import { ToastsContext } from '../../../../src/client/features/toasts/toasts-context';
import { WithoutAntdStyles } from '../../support/test-styles';
import { installFakeApi } from '../../support/fake-api';
import { renderApp } from '../../support/render-app';
import { FLOW, supportLog } from '../support-log/replay-fixture';

// The whole app in jsdom: slow on a busy machine.
jest.setTimeout(40_000);

afterEach(() => jest.restoreAllMocks());

/** The fixture's log changed as a forger would: the checksum recomputed. */
function forged(change: (log: Record<string, unknown>) => void): string {
  const log = JSON.parse(JSON.stringify(supportLog())) as Record<string, unknown>;
  change(log);
  log.checksum = actionsChecksum(log.actions as RecordedAction[]);
  return JSON.stringify(log);
}

const actionsOf = (log: Record<string, unknown>) => log.actions as Array<Record<string, unknown>>;

function logFile(text: string): File {
  return new File([text], 'pricetool-support-log.json', { type: 'application/json' });
}

async function openReplay() {
  const api = installFakeApi();
  const app = await renderApp('/support/replay');
  const input = await screen.findByTestId('replay-file');
  return { api, app, input };
}

describe('the replay view at /support/replay', () => {
  it('needs no sign-in and shows the last recorded state after loading a log', async () => {
    const { api, app, input } = await openReplay();
    expect(app.pathname()).toBe('/support/replay');
    await userEvent.upload(input, logFile(JSON.stringify(supportLog())));
    expect(await screen.findByTestId('replay-position')).toHaveTextContent(`After action ${FLOW.length} of ${FLOW.length}`);
    const customerScreen = screen.getByRole('region', { name: 'What the customer saw' });
    await waitFor(() => expect(within(customerScreen).getAllByRole('article')).toHaveLength(5));
    expect(within(customerScreen).getByLabelText('Remove filter On stock')).toBeInTheDocument();
    expect(screen.getByText('sid-0001, sid-0002')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.path !== '/flags')).toEqual([]);
    expect(api.requests).toEqual([]);
  });

  it('steps back and forward, jumps to an action, and marks the action shown', async () => {
    const { input } = await openReplay();
    await userEvent.upload(input, logFile(JSON.stringify(supportLog())));
    const position = await screen.findByTestId('replay-position');
    await userEvent.click(screen.getByText('Step back'));
    expect(position).toHaveTextContent(`After action ${FLOW.length - 1} of ${FLOW.length}`);

    await userEvent.type(screen.getByLabelText('Action number'), '1');
    await userEvent.click(screen.getByText('Go to action'));
    expect(position).toHaveTextContent(`After action 1 of ${FLOW.length}`);
    // After the sign-in alone, the customer saw the start page.
    expect(await screen.findByText('Welcome to pricetool')).toBeInTheDocument();
    const current = document.querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('session/loginSucceeded');

    await userEvent.click(screen.getByText('Step forward'));
    expect(position).toHaveTextContent(`After action 2 of ${FLOW.length}`);
    // Clicking an action in the list shows the state after it: the first answer arrived, still
    // loading (the page holds loading for 1.5 s); one step on, the list as the customer saw it.
    await userEvent.click(screen.getAllByText('search/resultsReceived')[0]);
    expect(position).toHaveTextContent(`After action 5 of ${FLOW.length}`);
    expect(await screen.findByText('Loading results …')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Step forward'));
    expect(await screen.findByText('No exact match found. Did you mean one of these articles?')).toBeInTheDocument();
  });

  // docs/behaviour.md, Support log: crafted files pass the checksum (recomputed), and are refused
  // all the same with what is wrong, in the language on screen; the page never shows the router's error page.
  it.each<[string, (log: Record<string, unknown>) => void, string]>([
    ['an action of type __proto__', (log) => { actionsOf(log)[1].type = '__proto__'; }, 'Action 2 does not name an action of the app as its type: "__proto__".'],
    ['searchIds as a string', (log) => { log.searchIds = 'sid-0001'; }, "The support log's search ids are not a list of search ids."],
    ['no screen', (log) => { delete log.screen; }, 'The support log gives no screen width and height.'],
    ['a listShown payload that is no list', (log) => { actionsOf(log).push({ n: 99, at: 20_000, type: 'partsList/listShown', payload: 'x' }); },
      `Action ${FLOW.length + 1} (partsList/listShown) cannot be replayed: partsList.entries: must be array.`],
  ])('refuses a crafted file with %s, saying what is wrong', async (_case, change, message) => {
    const { input } = await openReplay();
    await userEvent.upload(input, logFile(forged(change)));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('replay-position')).not.toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.getByTestId('replay-file')).toBeInTheDocument();
  });

  it('says so in the language on screen', async () => {
    const { input } = await openReplay();
    await act(async () => { await i18n.changeLanguage('de'); });
    await userEvent.upload(input, logFile(forged((log) => { delete log.screen; })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Support-Protokoll nennt keine Bildschirmbreite und -höhe.');
    await act(async () => { await i18n.changeLanguage('en'); });
  });

  it(`refuses a file over ${SUPPORT_LOG_MAX_BYTES / 1024 / 1024} MB without reading it`, async () => {
    const read = jest.spyOn(FileReader.prototype, 'readAsText');
    const { input } = await openReplay();
    const file = logFile(JSON.stringify(supportLog()));
    Object.defineProperty(file, 'size', { value: SUPPORT_LOG_MAX_BYTES + 1 });
    await userEvent.upload(input, file);
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is 64.0 MB, more than a support log can be (64.0 MB at most): it is not a file the page exported.');
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses more actions than the page records', async () => {
    const { input } = await openReplay();
    const many = forged((log) => { log.actions = Array.from({ length: 1001 }, (_, n) => ({ n, at: n, type: 'search/pageChanged', payload: 1 })); });
    await userEvent.upload(input, logFile(many));
    expect(await screen.findByRole('alert')).toHaveTextContent('The support log holds 1001 actions, more than the page records (1000): it is not a file the page exported.');
  });

  it('keeps the page when a step still cannot be shown, saying so, and shows the other steps', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A replay whose state after the last action no screen can show (its checks let it pass).
    const broken: Replay<RootState> = {
      ...replay,
      check: () => undefined,
      stateAfter: (log, count) => (count === log.actions.length ? { ...replay.stateAfter(log, count), search: null as unknown as SearchState } : replay.stateAfter(log, count)),
    };
    render(
      <ToastsContext.Provider value={createToasts()}><MemoryRouter><ReplayPage replay={broken} /></MemoryRouter></ToastsContext.Provider>,
      { wrapper: WithoutAntdStyles },
    );
    await userEvent.upload(screen.getByTestId('replay-file'), logFile(JSON.stringify(supportLog())));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The screen after action ${FLOW.length} cannot be shown (TypeError:`);
    await userEvent.click(screen.getByText('Step back'));
    expect(await screen.findByText('Loading results …')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a truncated file', (text: string) => text.slice(0, Math.floor(text.length / 2)), 'not complete JSON'],
    ['an edited file', (text: string) => text.replace('"7501"', '"7502"'), 'changed after it was exported'],
    ['another kind of JSON', () => JSON.stringify({ hello: 'world' }), 'not a pricetool support log'],
  ])('refuses %s with a clear message', async (_case, damage, message) => {
    const { input } = await openReplay();
    await userEvent.upload(input, logFile(damage(JSON.stringify(supportLog()))));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('replay-position')).not.toBeInTheDocument();
  });
});
