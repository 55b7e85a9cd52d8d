import { REDACTED, redact } from '../../../../src/client/features/support-log/redact';

describe('redact', () => {
  it.each([
    ['a password', { email: 'a@b.c', password: 'demo1234' }, { email: 'a@b.c', password: REDACTED }],
    ['a passwordhash', { useremail: 'a@b.c', passwordhash: 'abc123' }, { useremail: 'a@b.c', passwordhash: REDACTED }],
    ['a token', { token: 'x'.repeat(43), user: { id: 1 } }, { token: REDACTED, user: { id: 1 } }],
    ['keys in any case and inside longer names', { accessToken: 't', Client_Secret: 's', 'Set-Cookie': 'c' }, { accessToken: REDACTED, Client_Secret: REDACTED, 'Set-Cookie': REDACTED }],
    ['nested secrets', { arg: { originalArgs: { passwordhash: 'h', remember: true } } }, { arg: { originalArgs: { passwordhash: REDACTED, remember: true } } }],
    ['secrets in arrays', [{ token: 't' }, { name: 'x' }], [{ token: REDACTED }, { name: 'x' }]],
    ['an Authorization header', { headers: { Authorization: 'Bearer abc', accept: 'application/json' } }, { headers: { Authorization: REDACTED, accept: 'application/json' } }],
    ['an Authorization header as a [name, value] pair', [['authorization', 'Bearer abc'], ['accept', 'json']], [['authorization', REDACTED], ['accept', 'json']]],
    ['a secret that is itself an object', { token: { value: 't' } }, { token: REDACTED }],
  ])('replaces %s', (_what, value, expected) => {
    expect(redact(value)).toEqual(expected);
  });

  it.each([
    ['null', null],
    ['a string', 'text'],
    ['a number', 42],
    ['a boolean', false],
    ['plain data', { a: [1, 'two', { three: null }] }],
  ])('keeps %s as it is', (_what, value) => {
    expect(redact(value)).toEqual(value);
  });

  it('returns a copy, leaving the original untouched', () => {
    const original = { user: { id: 1 }, token: 't' };
    const copy = redact(original) as typeof original;
    expect(copy.user).not.toBe(original.user);
    expect(original.token).toBe('t');
  });

  it('drops functions, symbols, undefined and class instances; arrays keep their length', () => {
    const value = { fn: () => 1, sym: Symbol('s'), none: undefined, response: new Response('x'), list: [() => 1, 2], kept: 1 };
    expect(redact(value)).toEqual({ list: [null, 2], kept: 1 });
  });

  it('writes dates as ISO text and errors as name and message, and cuts cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(redact({ at: new Date('2026-11-21T06:45:00Z'), error: new TypeError('boom'), cyclic })).toEqual({
      at: '2026-11-21T06:45:00.000Z', error: { name: 'TypeError', message: 'boom' }, cyclic: { name: 'loop' },
    });
  });
});
