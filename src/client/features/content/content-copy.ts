/**
 * The distributor's texts and addresses (docs/behaviour.md, Texts and addresses), held outside
 * the store so the page's first module can start loading them before React runs: the page asks
 * for them at every load beside its translations (app/early-loads.ts), with the ETag of the copy
 * this tab keeps in sessionStorage, and a 304 keeps that copy. They are the same for everyone, so
 * the sign-in page has them too. Nothing of them is in the bundle.
 */
import type { ContentResponse } from '../../../shared/content-contract';
import { apiBaseUrl } from '../../config/environment';

export interface ContentCopy {
  etag: string;
  content: ContentResponse;
}

export const CONTENT_STORAGE_KEY = 'pricetool_content';

const listeners = new Set<() => void>();
let held: ContentCopy | null | undefined;

/** This tab's storage; null where the browser refuses it (the copy then lasts as long as the page). */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The copy in force: this tab's stored one until the server's answer is in; null before either. */
export function heldContent(): ContentCopy | null {
  if (held === undefined) {
    try {
      const stored = JSON.parse(storage()?.getItem(CONTENT_STORAGE_KEY) ?? 'null') as ContentCopy | null;
      held = stored?.content?.texts && stored.content.settings ? stored : null;
    } catch {
      held = null;
    }
  }
  return held;
}

export function subscribeContent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new copy: kept for this tab's next load, and shown at once. */
export function contentReceived(copy: ContentCopy | null): void {
  held = copy;
  try {
    if (copy) storage()?.setItem(CONTENT_STORAGE_KEY, JSON.stringify(copy));
    else storage()?.removeItem(CONTENT_STORAGE_KEY);
  } catch {
    // A full or refused storage costs the next load a whole answer instead of a 304, nothing more.
  }
  listeners.forEach((listener) => listener());
}

/**
 * Asks the server for the content, naming the copy held; a failure keeps that copy (or none: the
 * texts then stay away, never the page).
 */
export async function loadContent(): Promise<void> {
  const copy = heldContent();
  try {
    const response = await fetch(`${apiBaseUrl()}/content`, { headers: copy ? { 'if-none-match': copy.etag } : {} });
    if (response.status === 200) contentReceived({ etag: response.headers.get('etag') ?? '', content: (await response.json()) as ContentResponse });
  } catch {
    // Offline or refused: the copy held stays.
  }
}
