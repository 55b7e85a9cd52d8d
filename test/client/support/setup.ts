/** Every client test: jest-dom matchers, the browser APIs antd expects, and translations loaded. */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { contentReceived } from '../../../src/client/features/content';
import { DEMO_CONTENT } from './demo-content';
import { initTestI18n } from './test-i18n';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  }),
});

// jsdom cannot compute pseudo-element styles; antd asks for them when it measures the scrollbar.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(window as unknown as { ResizeObserver: unknown }).ResizeObserver = NoResizeObserver;

// jsdom has no MessageChannel; antd's forms post to one to run their watchers after the current
// task. A timer does the same here, without the open port that would keep Jest from exiting.
if (typeof window.MessageChannel === 'undefined') {
  class TimerMessageChannel {
    readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    readonly port2 = { postMessage: (data: unknown) => { setTimeout(() => this.port1.onmessage?.({ data }), 0); } };
  }
  (window as unknown as { MessageChannel: unknown }).MessageChannel = TimerMessageChannel;
}

// Toasts and saga-driven renders update outside Testing Library's act(); React says so on every
// such update. The message is about the test harness, not the product, so it is dropped here.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('not configured to support act')) return;
  consoleError(...args);
};

// A whole-app render after a click (a new route, the start page with its brand list) can take
// over a second in jsdom on a busy machine; waiting a second only made such tests flaky.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initTestI18n();
});

// The page has the distributor's texts from its first module on (app/early-loads.ts).
beforeEach(() => {
  contentReceived(DEMO_CONTENT);
});
