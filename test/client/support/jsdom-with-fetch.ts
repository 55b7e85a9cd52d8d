/**
 * jsdom, plus Node's own fetch and its companions (Request, Response, Headers, AbortController),
 * which jsdom lacks: RTK Query then runs unchanged, against a fake or a real server.
 */
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithFetch extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    const target = this.global as unknown as Record<string, unknown>;
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'structuredClone', 'ReadableStream', 'Blob', 'FormData']) {
      target[name] = (globalThis as Record<string, unknown>)[name];
    }
  }
}
