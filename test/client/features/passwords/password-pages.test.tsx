/**
 * The pages of passwords by e-mail on a real store against a fake server: "Forgot your password?"
 * from the sign-in page, the page of a link (sets the password and signs in; an expired link
 * offers a new one; a refused password is said at its field), and "Change password" in the user
 * menu. Nothing typed reaches the support log.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sha256 } from 'js-sha256';
import { installFakeApi } from '../../support/fake-api';
import { DEMO_USER, renderApp, savedSession } from '../../support/render-app';
import { DEMO } from '../../../support/demo-users';

afterEach(() => jest.restoreAllMocks());

const TOKEN = 'L'.repeat(43);
const NEW_PASSWORD = 'Hopfen-und-Malz-7';

describe('"Forgot your password?"', () => {
  it('leads from the sign-in page to a form that sends the address and says the same whatever it is', async () => {
    const api = installFakeApi({ 'POST /password/forgot': { status: 202, body: { accepted: true } } });
    const app = await renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(app.pathname()).toBe('/password'));
    await userEvent.click(await screen.findByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(api.calls('POST /password/forgot')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('E-mail address'), `${DEMO.muster.email} `);
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(/If an account belongs to demo@example.com, a mail with a link is on its way/)).toBeInTheDocument();
    expect(api.calls('POST /password/forgot')[0].body).toEqual({ email: DEMO.muster.email });
    await userEvent.click(screen.getByRole('link', { name: 'Back to sign-in' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });
});

describe('the page of a password link', () => {
  it('sets the password, signs in and opens the search page, the token and password kept out of the support log', async () => {
    const api = installFakeApi({
      'POST /password/reset': { body: { token: 't'.repeat(43), user: DEMO_USER } },
      'POST /brands': { body: { brands: ['ABB'] } },
      'GET /': { body: { user: DEMO_USER } },
    });
    const app = await renderApp(`/password/${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    await userEvent.type(screen.getByLabelText('Repeat the new password'), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));
    await waitFor(() => expect(app.pathname()).toBe('/'), { timeout: 3000 });
    expect(api.calls('POST /password/reset')[0].body).toEqual({ token: TOKEN, newPassword: NEW_PASSWORD, remember: true });
    expect(app.store.getState().session.token).toBe('t'.repeat(43));
    expect(app.recorder).not.toBeNull();
    const record = JSON.stringify(app.recorder?.entries());
    for (const secret of [TOKEN, NEW_PASSWORD, 't'.repeat(43)]) expect(record).not.toContain(secret);
  });

  it('checks the length and the repetition before sending', async () => {
    const api = installFakeApi();
    await renderApp(`/password/${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('New password'), 'kurz');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'anders');
    await userEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByText('The password needs at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords differ.')).toBeInTheDocument();
    expect(api.calls('POST /password/reset')).toHaveLength(0);
  });

  it('shows the server\'s reason for a common password at its field', async () => {
    installFakeApi({ 'POST /password/reset': { status: 400, body: { error: 'weak_password', message: 'This password is one of the most common ones.' } } });
    await renderApp(`/password/${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('New password'), 'password1');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByText('This password is one of the most common ones.')).toBeInTheDocument();
  });

  it('says that an expired or used link no longer works, and offers a new one', async () => {
    installFakeApi({ 'POST /password/reset': { status: 410, body: { error: 'link_expired', message: 'This link has expired.' } } });
    const app = await renderApp(`/password/${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    await userEvent.type(screen.getByLabelText('Repeat the new password'), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    await waitFor(() => expect(app.pathname()).toBe('/password'));
  });
});

describe('"Change password" in the user menu', () => {
  const signedIn = () => savedSession({ token: 's'.repeat(43), user: DEMO_USER, pricetool_brands: ['ABB'] });

  async function openDialog() {
    await userEvent.click(await screen.findByRole('button', { name: `${DEMO.muster.username} (${DEMO.muster.customer})` }));
    await userEvent.click(await screen.findByText('Change password'));
    // The dialog's chunk loads on the first opening.
    await screen.findByLabelText('Current password', {}, { timeout: 5000 });
    return screen.getByRole('dialog');
  }

  it('sends the current password\'s hash and the new password, and says that the other sessions ended', async () => {
    const api = installFakeApi({ 'GET /': { body: { user: DEMO_USER } }, 'POST /brands': { body: { brands: ['ABB'] } }, 'POST /password': { status: 204 } });
    await renderApp('/', signedIn());
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Current password'), DEMO.password);
    await userEvent.type(within(dialog).getByLabelText('New password'), NEW_PASSWORD);
    await userEvent.type(within(dialog).getByLabelText('Repeat the new password'), NEW_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Every other session of yours has been signed out.')).toBeInTheDocument();
    expect(api.calls('POST /password')[0].body).toEqual({ currentPasswordhash: sha256(DEMO.password), newPassword: NEW_PASSWORD });
  });

  it('shows a wrong current password at its field and keeps the dialog open', async () => {
    installFakeApi({
      'GET /': { body: { user: DEMO_USER } }, 'POST /brands': { body: { brands: ['ABB'] } },
      'POST /password': { status: 400, body: { error: 'invalid_credentials', message: 'The current password is not right.' } },
    });
    await renderApp('/', signedIn());
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'falsch');
    await userEvent.type(within(dialog).getByLabelText('New password'), NEW_PASSWORD);
    await userEvent.type(within(dialog).getByLabelText('Repeat the new password'), NEW_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('The current password is not right.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current password')).toHaveValue('falsch');
  });
});
