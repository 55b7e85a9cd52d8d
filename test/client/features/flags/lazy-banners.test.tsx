/**
 * The app shell loads the banners' code only while a banner is due, so the sign-in page starts
 * without antd's Alert; with the flag on, the banner still shows above the screen.
 */
import { screen } from '@testing-library/react';
import { DEFAULT_FLAGS } from '../../../../src/client/config/constants';
import { installFakeApi } from '../../support/fake-api';
import { renderApp } from '../../support/render-app';

const BETA_TEXT = 'This is a beta version of the tool. Please use it with caution.';

describe('the banners above every screen', () => {
  // First: jest's module registry is this file's own, and the next case loads the banners.
  it('show nothing, and load nothing, while every banner flag is off', async () => {
    installFakeApi({ 'GET /flags': { body: { ...DEFAULT_FLAGS, beta: false, christmasBreakBanner: false } } });
    await renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(Object.keys(require.cache).some((file) => file.endsWith('Banners.tsx') && !file.endsWith('LazyBanners.tsx'))).toBe(false);
  });

  it('show the beta banner above the sign-in page while the flag is on', async () => {
    installFakeApi({ 'GET /flags': { body: { ...DEFAULT_FLAGS, beta: true } } });
    await renderApp('/login');
    expect(await screen.findByTestId('beta-banner')).toHaveTextContent(BETA_TEXT);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});
