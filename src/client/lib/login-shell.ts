/**
 * The sign-in page drawn in HTML by login.html (src/client/build/login-shell.js), shown until the
 * page mounts. A customer may type into it before the scripts have run: the sign-in page takes
 * what is there, the caret included, and removes it (docs/architecture.md, How the page loads).
 */
const SHELL_ID = 'login-shell';

export type LoginShellField = 'login-email' | 'login-password';

/** What the customer did in the shell before the page mounted. */
export interface LoginShellInput {
  email: string;
  password: string;
  remember: boolean;
  /** The field that had the focus, with its caret, if one had. */
  focus?: { field: LoginShellField; selectionStart: number | null; selectionEnd: number | null };
}

const FIELDS: readonly LoginShellField[] = ['login-email', 'login-password'];

function shellElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(SHELL_ID);
}

/** The shell's fields as they are now; undefined once the shell is gone (or was never sent). */
export function readLoginShell(): LoginShellInput | undefined {
  const shell = shellElement();
  if (!shell) return undefined;
  const input = (selector: string) => shell.querySelector<HTMLInputElement>(selector);
  const focused = FIELDS.find((field) => document.activeElement === input(`#${field}`));
  const focusedInput = focused ? input(`#${focused}`) : null;
  return {
    email: input('#login-email')?.value ?? '',
    password: input('#login-password')?.value ?? '',
    remember: input('input[name=remember]')?.checked ?? true,
    focus: focused && focusedInput ? { field: focused, selectionStart: focusedInput.selectionStart, selectionEnd: focusedInput.selectionEnd } : undefined,
  };
}

/** Takes the shell out of the page, which shows the rendered screen in its place (global.css). */
export function removeLoginShell(): void {
  shellElement()?.remove();
}

/** Puts the focus and caret where they were in the shell, on the rendered field of the same id. */
export function restoreLoginShellFocus(focus: LoginShellInput['focus']): void {
  if (!focus) return;
  const field = document.getElementById(focus.field);
  if (!(field instanceof HTMLInputElement)) return;
  field.focus();
  // An e-mail input tells no caret (null): it stays at the end.
  if (focus.selectionStart !== null && focus.selectionEnd !== null) field.setSelectionRange(focus.selectionStart, focus.selectionEnd);
}

/** The part of react-router's router this needs. */
interface RouterStates {
  state: { errors: unknown };
  subscribe: (listener: (state: { errors: unknown }) => void) => () => void;
}

/**
 * A screen that fails to load (its chunk, say) shows the router's error page instead of any
 * screen, which would stay hidden behind the shell: on an error the shell goes. Returns the
 * unsubscribe.
 */
export function removeLoginShellOnRouteError(router: RouterStates): () => void {
  if (router.state.errors) removeLoginShell();
  return router.subscribe((state) => {
    if (state.errors) removeLoginShell();
  });
}
