/*
 * The sign-in page as plain HTML, written into login.html at build time (webpack.config.js) so a
 * phone paints it as soon as the page and its style sheet arrive, before the scripts have come and
 * run (docs/architecture.md, How the page loads). It is LoginPage.tsx's markup: the same elements
 * and class names, with plain stand-ins for antd's Input, Password, Checkbox and Button that
 * global.css ("Sign-in before the scripts") draws at antd's sizes. The e-mail and password are
 * real inputs; the page takes what was typed into them when it mounts (app/login-shell.ts). The
 * browser test test/e2e/login-shell.e2e.test.ts holds every box to the rendered page's within 1 px.
 */
const fs = require('node:fs');
const path = require('node:path');
// The icons' drawings, from the package @ant-design/icons draws them from (not a dependency of its own).
const { EyeInvisibleOutlined } = require(require.resolve('@ant-design/icons-svg', { paths: [path.dirname(require.resolve('@ant-design/icons/package.json'))] }));

const ROOT = path.resolve(__dirname, '../../..');

/** The string value of `export const NAME = '...'` (or `...${OTHER}...`) in a TypeScript source file. */
function stringConstant(file, name) {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const match = new RegExp(`export const ${name}(?::[^=]+)? = ['\`]([^'\`]+)['\`]`).exec(source);
  if (!match) throw new Error(`login shell: no string constant ${name} in ${file}`);
  return match[1].replace(/\$\{(\w+)\}/g, (_, other) => stringConstant(file, other));
}

/**
 * The words the shell shows: the default language's. Not the contact address: the distributor
 * sets it in the database (docs/behaviour.md, Texts and addresses), so "Contact us" is a link
 * without an address until the page, with the address, takes the shell's place.
 */
function loginShellTexts() {
  const language = stringConstant('src/shared/languages.ts', 'DEFAULT_LANGUAGE').toLowerCase();
  const translation = JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', language, 'translation.json'), 'utf8'));
  return { language, translation };
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (character) => ESCAPES[character]);

/** An @ant-design/icons-svg icon as antd's Icon draws it: 1em square, in the text's colour. */
function iconSvg(icon) {
  const render = ({ tag, attrs = {}, children = [] }) => {
    const attributes = Object.entries(attrs).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
    return `<${tag}${attributes}>${children.map(render).join('')}</${tag}>`;
  };
  const { tag, attrs, children } = icon.icon;
  return render({ tag, attrs: { ...attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true', focusable: 'false' }, children });
}

/** components/Logo.tsx at 40 px. */
const LOGO_SVG =
  '<svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><circle cx="16" cy="16" r="15" fill="#1f3a5f"/>' +
  '<path fill="#f5a623" d="M16 7l2 3 3.5-.8.4 3.6 3.3 1.4-1.6 3.2 1.6 3.2-3.3 1.4-.4 3.6-3.5-.8-2 3-2-3-3.5.8-.4-3.6-3.3-1.4 1.6-3.2-1.6-3.2 3.3-1.4.4-3.6 3.5.8z"/>' +
  '<circle cx="16" cy="16" r="4" fill="#1f3a5f"/></svg>';

/**
 * The shell's HTML. Its submit button is disabled: pressing Enter in a field then submits nothing
 * (a form without a script would send the password in the address); the page's own button takes
 * its place within moments.
 */
function loginShellHtml({ translation: t } = loginShellTexts()) {
  const { app, login } = t;
  return (
    '<div class="login-shell" id="login-shell"><main class="login-page"><div class="login-card">' +
    `<div class="login-card__brand">${LOGO_SVG}<h1>${escapeHtml(app.title)}</h1></div>` +
    `<h2>${escapeHtml(login.heading)}</h2>` +
    '<form novalidate class="login-form">' +
    `<label for="login-email">${escapeHtml(login.email)}</label>` +
    '<input id="login-email" name="email" type="email" autocomplete="username" autocapitalize="off" autocorrect="off" spellcheck="false" inputmode="email" enterkeyhint="next" class="login-shell__input">' +
    `<label for="login-password">${escapeHtml(login.password)}</label>` +
    '<span class="login-shell__input login-shell__password"><input id="login-password" name="password" type="password" autocomplete="current-password">' +
    `<span class="login-shell__eye">${iconSvg(EyeInvisibleOutlined)}</span></span>` +
    `<label class="login-shell__checkbox"><input type="checkbox" name="remember" checked><span>${escapeHtml(login.rememberMe)}</span></label>` +
    `<button type="submit" class="login-shell__submit" disabled><span>${escapeHtml(login.submit)}</span></button>` +
    '</form>' +
    `<p class="login-card__forgot"><a href="/password">${escapeHtml(t.passwords.forgotLink)}</a></p>` +
    `<p class="login-card__contact">${escapeHtml(login.noAccount)} <a>${escapeHtml(login.contactUs)}</a></p>` +
    '<div class="login-card__languages"><span class="login-shell__languages"></span></div>' +
    '</div></main></div>'
  );
}

module.exports = { loginShellHtml, loginShellTexts };
