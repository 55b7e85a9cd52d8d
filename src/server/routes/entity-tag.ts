/**
 * Strong entity tags for answers sent as text, and the If-None-Match check that lets a client keep
 * its copy (RFC 9110: If-None-Match compares weakly, so `W/"x"` matches `"x"`). A header that is
 * not a list of tags matches nothing: the client gets the whole answer, never an error.
 */
import crypto from 'node:crypto';

/** The tag of exactly these bytes: the same text gives the same tag on every instance. */
export function entityTag(body: string): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url')}"`;
}

const OPAQUE_TAG = /^(?:W\/)?("[\x21\x23-\x7e\x80-\xff]*")$/;

export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => OPAQUE_TAG.exec(candidate.trim())?.[1] === tag);
}
