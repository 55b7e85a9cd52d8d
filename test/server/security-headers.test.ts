/** The page's Content-Security-Policy: strict, with workers from blob: URLs, which the .xlsx writer and reader start (docs/behaviour.md, Out of the tool). */
import { securityHeaders } from '../../src/server/security-headers';

function directives(): Map<string, string[]> {
  const policy = securityHeaders()['content-security-policy'] ?? '';
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name, values]));
}

describe('the Content-Security-Policy', () => {
  it('lets the page start workers from its own blob: URLs', () => {
    expect(directives().get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('allows blob: for workers only: scripts, frames, objects and connections stay as strict as before', () => {
    const policy = directives();
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('child-src')).toBe(false);
    expect([...policy].filter(([, values]) => values.includes('blob:')).map(([name]) => name)).toEqual(['worker-src']);
  });
});
