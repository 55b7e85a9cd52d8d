/**
 * An open page follows a flag switched in the staff console: it reads the flags again every
 * FLAGS_POLL_MS, so the maintenance page comes and goes without a reload (docs/behaviour.md,
 * Maintenance and flags). The clock is jest's, advanced by hand.
 */
import { act, screen } from '@testing-library/react';
import { DEFAULT_FLAGS, FLAGS_POLL_MS } from '../../../../src/client/config/constants';
import { installFakeApi } from '../../support/fake-api';
import { renderApp } from '../../support/render-app';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

it('shows the maintenance page within FLAGS_POLL_MS of the switch, and the sign-in page again once it is switched off', async () => {
  const fake = installFakeApi();
  // renderApp lets the page start with a timer of 0 ms, which the fake clock runs.
  const rendered = renderApp('/login');
  await jest.advanceTimersByTimeAsync(0);
  await rendered;
  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  const reads = fake.calls('GET /flags').length;

  fake.route('GET /flags', { body: { ...DEFAULT_FLAGS, maintenance: true } });
  await advance(FLAGS_POLL_MS - 1);
  expect(fake.calls('GET /flags')).toHaveLength(reads);
  await advance(1);
  expect(await screen.findByText('Down for maintenance')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();

  fake.route('GET /flags', { body: DEFAULT_FLAGS });
  await advance(FLAGS_POLL_MS);
  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.queryByText('Down for maintenance')).not.toBeInTheDocument();
});
