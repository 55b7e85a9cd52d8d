/**
 * Toasts (docs/behaviour.md, Errors and toasts): blank and error for 4 s, success for 2 s, loading
 * until dismissed, at most 20 kept. Texts are translation keys, translated when shown, so a toast
 * raised by a saga speaks the language the customer sees. The app makes one Toasts and lends it to
 * its sagas (saga context) and its components (React context); <ToastHost/> hands it antd's
 * message API when it mounts.
 */
import type { MessageInstance } from 'antd/es/message/interface';
import i18n from 'i18next';
import { getContext, type GetContextEffect } from 'redux-saga/effects';
import { TOAST_DURATION_MS } from '../../config/constants';

export type ToastKind = keyof typeof TOAST_DURATION_MS;

export interface ToastOptions {
  /** Interpolation values for the key. */
  values?: Record<string, string | number>;
  /** A text that needs no translation (the server's own error message, already in the language). */
  text?: string;
  key?: string;
}

/** Plain functions, not methods: sagas call them unbound, as `call(toasts.showToast, 'error', key)`. */
export interface Toasts {
  showToast: (kind: ToastKind, textKey: string, options?: ToastOptions) => void;
}

export interface ToastService extends Toasts {
  /** The host's message API; until a host is mounted (or after it has gone, null) toasts show nothing. */
  attachHost: (instance: MessageInstance | null) => void;
}

/** Seconds as antd counts them; 0 means "until dismissed". */
export function toastDurationSeconds(kind: ToastKind): number {
  const ms = TOAST_DURATION_MS[kind];
  return Number.isFinite(ms) ? ms / 1000 : 0;
}

const ANTD_TYPE = { blank: undefined, error: 'error', success: 'success', loading: 'loading' } as const;

export function createToasts(): ToastService {
  let messages: MessageInstance | null = null;
  return {
    showToast: (kind, textKey, options = {}) => {
      const content = options.text ?? i18n.t(textKey, options.values);
      messages?.open({ type: ANTD_TYPE[kind], content, duration: toastDurationSeconds(kind), key: options.key, icon: kind === 'blank' ? null : undefined });
    },
    attachHost: (instance) => {
      messages = instance;
    },
  };
}

/** The toasts' key in the saga context. */
export const TOASTS = 'toasts';

/** A saga's toasts: `const { showToast } = yield* getToasts()`, then `yield call(showToast, …)`. */
export function* getToasts(): Generator<GetContextEffect, Toasts, Toasts> {
  return yield getContext(TOASTS);
}
