import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sha256 } from 'js-sha256';
import { contentReceived } from '../../../../src/client/features/content';
import { DEMO_CONTENT } from '../../support/demo-content';
import { installFakeApi } from '../../support/fake-api';
import { DEMO_USER, renderApp, savedSession } from '../../support/render-app';
import { DEMO } from '../../../support/demo-users';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loginShellHtml } = require('../../../../src/client/build/login-shell.js') as { loginShellHtml: () => string };

afterEach(() => jest.restoreAllMocks());

describe('the sign-in page', () => {
  it('shows every element docs/behaviour.md lists (Sign-in)', async () => {
    installFakeApi();
    await renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'pricetool' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', `mailto:${DEMO_CONTENT.content.settings['contact.email']}`);
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(document.querySelector('form')).toHaveAttribute('novalidate');
  });

  it('"Contact us" goes to the distributor\'s contact address, and the title names its company (docs/behaviour.md, Texts and addresses)', async () => {
    installFakeApi();
    await renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign In' });
    act(() => contentReceived({ etag: '"acme"', content: { ...DEMO_CONTENT.content, settings: { 'order.email': 'o@acme.example', 'contact.email': 'hello@acme.example', 'company.name': 'ACME GmbH' } } }));
    expect(screen.getByText('Contact us').closest('a')).toHaveAttribute('href', 'mailto:hello@acme.example');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('pricetool · ACME GmbH');
    // Not set: the words stay, with no address behind them.
    act(() => contentReceived({ etag: '"none"', content: { ...DEMO_CONTENT.content, settings: { 'order.email': '', 'contact.email': '', 'company.name': '' } } }));
    expect(screen.getByText('Contact us').closest('a')).not.toHaveAttribute('href');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^pricetool$/);
  });

  it('asks a phone to type the e-mail address as it is: no capitals, corrections or spell-check', async () => {
    installFakeApi();
    await renderApp('/login');
    const email = await screen.findByLabelText('E-mail address');
    expect(email).toHaveAttribute('autocapitalize', 'off');
    expect(email).toHaveAttribute('autocorrect', 'off');
    expect(email).toHaveAttribute('spellcheck', 'false');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('enterkeyhint', 'next');
  });

  it('takes over what was typed into the page\'s HTML before the scripts ran, removes it and signs in with it', async () => {
    const api = installFakeApi({ 'POST /login': { body: { token: 't'.repeat(43), user: DEMO_USER } }, 'POST /brands': { body: { brands: ['ABB'] } }, 'GET /': { body: { user: DEMO_USER } } });
    document.body.insertAdjacentHTML('afterbegin', loginShellHtml());
    (document.querySelector('#login-shell #login-email') as HTMLInputElement).value = DEMO.muster.email;
    const shellPassword = document.querySelector('#login-shell #login-password') as HTMLInputElement;
    shellPassword.value = DEMO.password;
    shellPassword.focus();
    await renderApp('/login');
    await waitFor(() => expect(document.getElementById('login-shell')).toBeNull());
    expect(screen.getByLabelText('E-mail address')).toHaveValue(DEMO.muster.email);
    expect(screen.getByLabelText('Password')).toHaveValue(DEMO.password);
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(api.calls('POST /login')).toHaveLength(1));
    expect(api.calls('POST /login')[0].body).toEqual({ useremail: DEMO.muster.email, passwordhash: sha256(DEMO.password), remember: true });
  });

  it('toggles the password between hidden and shown', async () => {
    installFakeApi();
    await renderApp('/login');
    const password = await screen.findByLabelText('Password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('refuses empty fields with "Email and password required" and sends nothing', async () => {
    const api = installFakeApi();
    await renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email and password required')).toBeInTheDocument();
    expect(api.calls('POST /login')).toHaveLength(0);
  });

  it('signs in: hashes the password, toasts, loads the brands and opens the search page after 750 ms', async () => {
    const api = installFakeApi({
      'POST /login': { body: { token: 't'.repeat(43), user: { ...DEMO_USER, blocked_brands: 'Pilz' } } },
      'POST /brands': { body: { brands: ['ABB', 'Pilz', 'Siemens'] } },
      'GET /': { body: { user: DEMO_USER } },
    });
    const app = await renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail address'), DEMO.muster.email);
    await userEvent.type(screen.getByLabelText('Password'), DEMO.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(api.calls('POST /login')[0].body).toEqual({ useremail: DEMO.muster.email, passwordhash: sha256(DEMO.password), remember: true });
    expect(api.calls('POST /login')[0].credentials).toBe('include');
    expect(screen.getAllByText('Loading ...').length).toBeGreaterThan(0);
    await waitFor(() => expect(app.pathname()).toBe('/'), { timeout: 3000 });
    expect(app.store.getState().session.pricetool_brands).toEqual(['ABB', 'Siemens']);
    expect(app.store.getState().session.token).toBe('t'.repeat(43));
  });

  it('shows the server\'s message on a refused sign-in and counts the attempt', async () => {
    installFakeApi({ 'POST /login': { status: 401, body: { error: 'invalid_credentials', message: 'Wrong e-mail address or password.' } } });
    const app = await renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail address'), DEMO.muster.email);
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong e-mail address or password.')).toBeInTheDocument();
    expect(app.store.getState().session.loginAttempts).toBe(1);
    expect(app.pathname()).toBe('/login');
  });

  it('says "An unexpected error occurred" when the network fails', async () => {
    installFakeApi({ 'POST /login': () => { throw new TypeError('Failed to fetch'); } });
    await renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail address'), DEMO.muster.email);
    await userEvent.type(screen.getByLabelText('Password'), DEMO.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('refuses a fourth attempt after three failures, resetting the counter', async () => {
    const api = installFakeApi({ 'POST /login': { status: 401, body: { error: 'invalid_credentials', message: 'Wrong e-mail address or password.' } } });
    const app = await renderApp('/login', savedSession({ loginAttempts: 3 }));
    await userEvent.type(await screen.findByLabelText('E-mail address'), DEMO.muster.email);
    await userEvent.type(screen.getByLabelText('Password'), DEMO.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many login attempts. Please contact us if you are still having troubles.')).toBeInTheDocument();
    expect(api.calls('POST /login')).toHaveLength(0);
    expect(app.store.getState().session.loginAttempts).toBe(0);
  });

  it('switches the page to German', async () => {
    installFakeApi();
    const app = await renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'DE' }));
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DE' })).toHaveAttribute('aria-pressed', 'true');
    expect(app.store.getState().session.language).toBe('DE');
    await act(async () => { await userEvent.click(screen.getByRole('button', { name: 'EN' })); });
  });
});
