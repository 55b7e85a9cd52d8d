/** The sign-in page drawn in HTML for login.html (src/client/build/login-shell.js). */
import fs from 'node:fs';
import path from 'node:path';
import { CONTACT_MAILTO } from '../../../src/client/config/contact';
import { DEFAULT_LANGUAGE } from '../../../src/shared/languages';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loginShellHtml, loginShellTexts } = require('../../../src/client/build/login-shell.js') as {
  loginShellHtml: (texts?: { translation: object; contactMailto: string }) => string;
  loginShellTexts: () => { language: string; translation: { login: Record<string, string> }; contactMailto: string };
};

describe('the login shell', () => {
  it('is written in the default language, with the contact address the page links to', () => {
    const texts = loginShellTexts();
    expect(texts.language).toBe(DEFAULT_LANGUAGE.toLowerCase());
    expect(texts.translation).toEqual(JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../../locales/${texts.language}/translation.json`), 'utf8')));
    expect(texts.contactMailto).toBe(CONTACT_MAILTO);
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
    expect(shell.querySelector('.login-card__contact a')).toHaveAttribute('href', CONTACT_MAILTO);
    expect(shell.querySelectorAll('script')).toHaveLength(0);
  });

  it('escapes the texts it writes', () => {
    const { translation } = loginShellTexts();
    const html = loginShellHtml({ translation: { ...translation, login: { ...translation.login, heading: '<b>Sign & go</b>' } }, contactMailto: 'mailto:a"b@example.com' });
    expect(html).toContain('<h2>&lt;b&gt;Sign &amp; go&lt;/b&gt;</h2>');
    expect(html).toContain('href="mailto:a&quot;b@example.com"');
  });
});
