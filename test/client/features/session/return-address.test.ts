import {
  forgetReturnAddress, isReturnAddress, saveReturnAddress, takeReturnAddress,
} from '../../../../src/client/features/session/return-address';

const KEY = 'pricetool.returnAddress';

afterEach(() => window.sessionStorage.clear());

describe('isReturnAddress', () => {
  it.each<[unknown, boolean]>([
    ['/product/750', true],
    ['/product/6ES7214-1AG40-0XB0/filter/Siemens/onstock', true],
    ['/product/all/filter/Wago', true],
    ['/', false],
    ['/login', false],
    ['/support/replay', false],
    ['/product/', false],
    ['//evil.example/product/750', false],
    ['https://evil.example/product/750', false],
    ['/product//evil.example', false],
    [42, false],
    [null, false],
  ])('%p → %p', (path, expected) => {
    expect(isReturnAddress(path)).toBe(expected);
  });
});

describe('the address kept when a session runs out', () => {
  it('leads the same user back once', () => {
    saveReturnAddress(7, '/product/750');
    expect(takeReturnAddress(7)).toBe('/product/750');
    expect(takeReturnAddress(7)).toBeNull();
  });

  it('never leads another user there, and is gone after they sign in', () => {
    saveReturnAddress(7, '/product/750');
    expect(takeReturnAddress(8)).toBeNull();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is forgotten on request (Logout)', () => {
    saveReturnAddress(7, '/product/750');
    forgetReturnAddress();
    expect(takeReturnAddress(7)).toBeNull();
  });

  it('replaces an older one with nothing when the page was not a search', () => {
    saveReturnAddress(7, '/product/750');
    saveReturnAddress(7, '/');
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['unreadable', '{not json'],
    ['null', 'null'],
    ['another site', JSON.stringify({ userId: 7, path: '//evil.example/' })],
    ['no user', JSON.stringify({ path: '/product/750' })],
  ])('counts a stored value that is %s as nothing, and removes it', (_name, raw) => {
    window.sessionStorage.setItem(KEY, raw);
    expect(takeReturnAddress(7)).toBeNull();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('loses only the way back when the tab\'s storage refuses (switched off or full): saving and taking never throw', () => {
    const refuse = () => { throw new DOMException('denied', 'SecurityError'); };
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    expect(() => saveReturnAddress(7, '/product/750')).not.toThrow();
    expect(takeReturnAddress(7)).toBeNull();
    jest.restoreAllMocks();
  });
});
