/**
 * Toasts (docs/behaviour.md, Errors and toasts): blank and error for 4 s, success for 2 s, loading until dismissed, at most 20
 * kept. Texts are translation keys, translated when shown, so a toast raised by a saga speaks the
 * language the customer sees. <ToastHost/> hands its message API over when it mounts.
 */
import type { MessageInstance } from 'antd/es/message/interface';
import i18n from 'i18next';
import { TOAST_DURATION_MS } from '../../config/constants';

export type ToastKind = keyof typeof TOAST_DURATION_MS;

export interface ToastOptions {
  /** Interpolation values for the key. */
  values?: Record<string, string | number>;
  /** A text that needs no translation (the server's own error message, already in the language). */
  text?: string;
  key?: string;
}

let messages: MessageInstance | null = null;

export function registerToastHost(instance: MessageInstance | null): void {
  messages = instance;
}

/** Seconds as antd counts them; 0 means "until dismissed". */
export function toastDurationSeconds(kind: ToastKind): number {
  const ms = TOAST_DURATION_MS[kind];
  return Number.isFinite(ms) ? ms / 1000 : 0;
}

const ANTD_TYPE = { blank: undefined, error: 'error', success: 'success', loading: 'loading' } as const;

export function showToast(kind: ToastKind, textKey: string, options: ToastOptions = {}): void {
  const content = options.text ?? i18n.t(textKey, options.values);
  messages?.open({ type: ANTD_TYPE[kind], content, duration: toastDurationSeconds(kind), key: options.key, icon: kind === 'blank' ? null : undefined });
}

export function dismissToast(key: string): void {
  messages?.destroy(key);
}
