/**
 * The page's copy of the distributor's texts and addresses
 * (docs/behaviour.md, Texts and addresses): asked for with the tag of the copy this tab keeps, kept on a 304, replaced and
 * shown on a new answer, kept when the server cannot be reached.
 */
import type * as contentCopy from '../../../../src/client/features/content/content-copy';
import { CONTENT_STORAGE_KEY, contentReceived, heldContent, loadContent, subscribeContent } from '../../../../src/client/features/content/content-copy';
import { DEMO_CONTENT } from '../../support/demo-content';
import { installFakeApi } from '../../support/fake-api';

const CHANGED = { ...DEMO_CONTENT.content, settings: { ...DEMO_CONTENT.content.settings, 'order.email': 'orders@acme.example' } };

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('the content copy', () => {
  it('without a copy, asks without a tag and keeps the answer in the tab for its next load', async () => {
    contentReceived(null);
    const api = installFakeApi();
    await loadContent();
    expect(api.calls('GET /content')).toHaveLength(1);
    expect(api.calls('GET /content')[0].headers.get('if-none-match')).toBeNull();
    expect(heldContent()).toEqual(DEMO_CONTENT);
    expect(JSON.parse(window.sessionStorage.getItem(CONTENT_STORAGE_KEY) ?? 'null')).toEqual(DEMO_CONTENT);
  });

  it('with a copy, asks with its tag; a 304 keeps it and tells no one', async () => {
    const api = installFakeApi();
    const listener = jest.fn();
    const unsubscribe = subscribeContent(listener);
    await loadContent();
    unsubscribe();
    expect(api.calls('GET /content')[0].headers.get('if-none-match')).toBe(DEMO_CONTENT.etag);
    expect(heldContent()).toEqual(DEMO_CONTENT);
    expect(listener).not.toHaveBeenCalled();
  });

  it('a new answer replaces the copy and is shown at once', async () => {
    installFakeApi({ 'GET /content': { body: CHANGED, headers: { etag: '"changed"' } } });
    const listener = jest.fn();
    const unsubscribe = subscribeContent(listener);
    await loadContent();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(heldContent()).toEqual({ etag: '"changed"', content: CHANGED });
  });

  it('a new page load starts from the copy this tab kept', () => {
    window.sessionStorage.setItem(CONTENT_STORAGE_KEY, JSON.stringify({ etag: '"kept"', content: CHANGED }));
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('../../../../src/client/features/content/content-copy') as typeof contentCopy;
      expect(fresh.heldContent()).toEqual({ etag: '"kept"', content: CHANGED });
    });
  });

  it('a failure keeps the copy held', async () => {
    installFakeApi({ 'GET /content': { status: 503, body: { error: 'not_ready', message: 'x' } } });
    await loadContent();
    expect(heldContent()).toEqual(DEMO_CONTENT);
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await loadContent();
    expect(heldContent()).toEqual(DEMO_CONTENT);
  });
});
