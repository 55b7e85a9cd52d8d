/** Taking over what was typed into login.html's sign-in page before the scripts ran (src/client/lib/login-shell.ts). */
import { readLoginShell, removeLoginShell, removeLoginShellOnRouteError, restoreLoginShellFocus } from '../../../src/client/lib/login-shell';
import { DEMO } from '../../support/demo-users';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loginShellHtml } = require('../../../src/client/build/login-shell.js') as { loginShellHtml: () => string };

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the login shell in the page', () => {
  it('is nothing to read on a page sent without it', () => {
    expect(readLoginShell()).toBeUndefined();
    expect(() => removeLoginShell()).not.toThrow();
  });

  it('reads the fields, the box and the focused field with its caret', () => {
    document.body.innerHTML = loginShellHtml();
    field('login-email').value = DEMO.muster.email;
    field('login-password').value = 'demo12';
    (document.querySelector('input[name=remember]') as HTMLInputElement).checked = false;
    field('login-password').focus();
    field('login-password').setSelectionRange(2, 4);
    expect(readLoginShell()).toEqual({
      email: DEMO.muster.email, password: 'demo12', remember: false, focus: { field: 'login-password', selectionStart: 2, selectionEnd: 4 },
    });
  });

  it('tells no focus when none of its fields has it', () => {
    document.body.innerHTML = loginShellHtml();
    expect(readLoginShell()).toEqual({ email: '', password: '', remember: true, focus: undefined });
  });

  it('is removed, and the focus and caret go to the rendered field of the same id', () => {
    document.body.innerHTML = `${loginShellHtml()}<div id="root"><input id="login-password" value="demo12"></div>`;
    removeLoginShell();
    expect(document.getElementById('login-shell')).toBeNull();
    restoreLoginShellFocus({ field: 'login-password', selectionStart: 1, selectionEnd: 3 });
    expect(document.activeElement).toBe(field('login-password'));
    expect([field('login-password').selectionStart, field('login-password').selectionEnd]).toEqual([1, 3]);
  });

  it('goes when the router shows an error (a screen that failed to load), not before', () => {
    document.body.innerHTML = loginShellHtml();
    let listener: (state: { errors: unknown }) => void = () => undefined;
    const unsubscribe = jest.fn();
    const stop = removeLoginShellOnRouteError({ state: { errors: null }, subscribe: (next) => { listener = next; return unsubscribe; } });
    listener({ errors: null });
    expect(document.getElementById('login-shell')).not.toBeNull();
    listener({ errors: { login: new Error('Loading chunk login failed') } });
    expect(document.getElementById('login-shell')).toBeNull();
    stop();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('goes at once when the router already shows an error', () => {
    document.body.innerHTML = loginShellHtml();
    removeLoginShellOnRouteError({ state: { errors: { login: new Error('failed') } }, subscribe: () => () => undefined });
    expect(document.getElementById('login-shell')).toBeNull();
  });
});
