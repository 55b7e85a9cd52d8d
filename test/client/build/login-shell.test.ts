/** The sign-in page drawn in HTML for login.html (src/client/build/login-shell.js). */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE } from '../../../src/shared/languages';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loginShellHtml, loginShellTexts } = require('../../../src/client/build/login-shell.js') as {
  loginShellHtml: (texts?: { translation: object }) => string;
  loginShellTexts: () => { language: string; translation: { login: Record<string, string> } };
};

describe('the login shell', () => {
  it('is written in the default language, and names no address: the distributor sets it in the database', () => {
    const texts = loginShellTexts();
    expect(texts.language).toBe(DEFAULT_LANGUAGE.toLowerCase());
    expect(texts.translation).toEqual(JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../../locales/${texts.language}/translation.json`), 'utf8')));
    expect(loginShellHtml()).not.toMatch(/mailto:|@/);
  });

  it('draws the sign-in page\'s elements, with its field ids and a submit button that submits nothing', () => {
    document.body.innerHTML = loginShellHtml();
    const shell = document.getElementById('login-shell') as HTMLElement;
    expect(shell.querySelector('h2')?.textContent).toBe('Sign In');
    expect(shell.querySelector('label[for=login-email]')?.textContent).toBe('E-mail address');
    expect(shell.querySelector('#login-email')).toHaveAttribute('autocomplete', 'username');
    expect(shell.querySelector('#login-password')).toHaveAttribute('type', 'password');
    expect(shell.querySelector('input[name=remember]')).toBeChecked();
    expect(shell.querySelector('button[type=submit]')).toBeDisabled();
    expect(shell.querySelector('button[type=submit]')?.textContent).toBe('Sign in');
    expect(shell.querySelector('.login-card__contact a')?.textContent).toBe('Contact us');
    expect(shell.querySelectorAll('script')).toHaveLength(0);
  });

  it('escapes the texts it writes', () => {
    const { translation } = loginShellTexts();
    const html = loginShellHtml({ translation: { ...translation, login: { ...translation.login, heading: '<b>Sign & go</b>', contactUs: 'Ask "us"' } } });
    expect(html).toContain('<h2>&lt;b&gt;Sign &amp; go&lt;/b&gt;</h2>');
    expect(html).toContain('<a>Ask &quot;us&quot;</a>');
  });
});
