/**
 * jsdom, plus Node's own fetch and its companions (Request, Response, Headers, AbortController),
 * which jsdom lacks: RTK Query then runs unchanged, against a fake or a real server. And a
 * MessageChannel, which jsdom lacks too: antd's Form runs its watchers in a macrotask it posts
 * through one (Node's own would keep the process alive with every port it never closes).
 */
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithFetch extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    const target = this.global as unknown as Record<string, unknown>;
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'structuredClone', 'ReadableStream', 'Blob', 'FormData']) {
      target[name] = (globalThis as Record<string, unknown>)[name];
    }
    const later = (target.setTimeout as typeof setTimeout).bind(target);
    target.MessageChannel = class TimerMessageChannel {
      readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
      readonly port2 = { postMessage: (data: unknown) => later(() => this.port1.onmessage?.({ data }), 0) };
    };
  }
}
