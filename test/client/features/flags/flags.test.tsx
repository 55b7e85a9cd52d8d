import { screen, waitFor } from '@testing-library/react';
import { api } from '../../../../src/client/api/api';
import { DEFAULT_FLAGS } from '../../../../src/client/config/constants';
import { Banners } from '../../../../src/client/features/flags/Banners';
import type { FeatureFlags } from '../../../../src/shared/contract';
import { isSeasonalBreak, showsChristmasBanner } from '../../../../src/client/features/flags/flags';
import { installFakeApi } from '../../support/fake-api';
import { renderApp } from '../../support/render-app';
import { createTestStore, renderWithStore } from '../../support/test-store';

afterEach(() => jest.restoreAllMocks());

/** Local dates, as the browser sees them. */
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12);

describe('isSeasonalBreak (17 December until 1 January)', () => {
  it.each<[string, boolean, Date]>([
    ['16 Dec', false, day(2025, 12, 16)],
    ['17 Dec', true, day(2025, 12, 17)],
    ['24 Dec', true, day(2025, 12, 24)],
    ['31 Dec', true, day(2025, 12, 31)],
    ['1 Jan', true, day(2026, 1, 1)],
    ['2 Jan', false, day(2026, 1, 2)],
    ['17 Nov', false, day(2025, 11, 17)],
    ['1 Feb', false, day(2026, 2, 1)],
    ['a summer day', false, day(2026, 7, 15)],
  ])('%s → %p', (_name, expected, date) => {
    expect(isSeasonalBreak(date)).toBe(expected);
  });

  it('counts the first and the last minute of the break', () => {
    expect(isSeasonalBreak(new Date(2025, 11, 17, 0, 0))).toBe(true);
    expect(isSeasonalBreak(new Date(2026, 0, 1, 23, 59))).toBe(true);
    expect(isSeasonalBreak(new Date(2025, 11, 16, 23, 59))).toBe(false);
  });
});

describe('showsChristmasBanner', () => {
  it.each<[string, boolean, boolean, Date]>([
    ['flag on, 20 Dec', true, true, day(2025, 12, 20)],
    ['flag off, 20 Dec', false, false, day(2025, 12, 20)],
    ['flag on, 5 Jan', false, true, day(2026, 1, 5)],
    ['flag off, 5 Jan', false, false, day(2026, 1, 5)],
  ])('%s → %p', (_name, expected, christmasBreakBanner, date) => {
    expect(showsChristmasBanner({ ...DEFAULT_FLAGS, christmasBreakBanner }, date)).toBe(expected);
  });
});

describe('<Banners/>', () => {
  const BETA_TEXT = 'This is a beta version of the tool. Please use it with caution.';
  const CHRISTMAS_TEXT = /Our warehouse is closed between Christmas and New Year/;

  /** The banners on `today`, once the fake server's flags have arrived (before, the defaults apply). */
  async function renderBanners(flags: Partial<FeatureFlags>, today: Date) {
    installFakeApi({ 'GET /flags': { body: { ...DEFAULT_FLAGS, ...flags } } });
    const { store } = createTestStore();
    renderWithStore(<Banners today={today} />, store);
    await waitFor(() => expect(api.endpoints.flags.select()(store.getState() as never).isSuccess).toBe(true));
  }

  it('shows the beta banner when the server says beta is on', async () => {
    await renderBanners({ beta: true }, day(2026, 7, 15));
    expect(screen.getByRole('alert')).toHaveTextContent(BETA_TEXT);
  });

  it('shows no banner at all when beta is off outside the break', async () => {
    await renderBanners({ beta: false, christmasBreakBanner: true }, day(2026, 7, 15));
    expect(screen.queryByText(BETA_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the year-end banner on 20 December with the flag on', async () => {
    await renderBanners({ christmasBreakBanner: true }, day(2025, 12, 20));
    expect(await screen.findByText(CHRISTMAS_TEXT)).toBeInTheDocument();
  });

  it('hides the year-end banner on 20 December with the flag off', async () => {
    await renderBanners({ christmasBreakBanner: false }, day(2025, 12, 20));
    expect(screen.queryByText(CHRISTMAS_TEXT)).not.toBeInTheDocument();
  });

  it('hides the year-end banner on 5 January even with the flag on', async () => {
    await renderBanners({ christmasBreakBanner: true }, day(2026, 1, 5));
    expect(screen.queryByText(CHRISTMAS_TEXT)).not.toBeInTheDocument();
  });
});

describe('maintenance (docs/behaviour.md, Maintenance and flags)', () => {
  it('shows the maintenance page instead of the sign-in page while the flag is on', async () => {
    installFakeApi({ 'GET /flags': { body: { ...DEFAULT_FLAGS, maintenance: true } } });
    await renderApp('/login');
    expect(await screen.findByText('Down for maintenance')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
  });

  it('shows the sign-in page while the flag is off', async () => {
    installFakeApi();
    await renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Down for maintenance')).not.toBeInTheDocument();
  });
});
