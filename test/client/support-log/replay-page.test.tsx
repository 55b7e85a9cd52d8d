/**
 * The support replay view: a support person loads a customer's log and steps through it in the
 * real screens, without signing in and without a single request to the server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { FLOW, supportLog } from './replay-fixture';

// The whole app in jsdom: slow on a busy machine.
jest.setTimeout(40_000);

afterEach(() => jest.restoreAllMocks());

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
