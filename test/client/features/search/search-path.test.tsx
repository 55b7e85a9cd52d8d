/**
 * Search addresses: building one and reading it back give the same search, whatever the query and
 * the brand names hold (commas, slashes, percent signs, +, &, umlauts), also through the router.
 */
import { act, render } from '@testing-library/react';
import fc from 'fast-check';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SEARCH_PATHS } from '../../../../src/client/app/router';
import { buildSearchPath, searchRequestFromPath } from '../../../../src/client/features/search/search-path';
import type { SearchRequest } from '../../../../src/client/features/search/search-slice';

const request = (query: string, brands: string[] = [], onstock = false): SearchRequest => ({ query, brands, onstock });

const AWKWARD_NAMES = ['Pepperl+Fuchs, Inc.', 'Leine+Linde', 'P&F', 'Weidmüller', 'A/B', '50%', '%2F', 'a,b,,c', 'back\\slash', 'what?#x', ' spaced '];

describe('buildSearchPath', () => {
  it.each([
    [request('750'), '/product/750'],
    [request(''), '/product/all'],
    [request('RKC 4.4T-5/TEL', [], true), '/product/RKC%204.4T-5%2FTEL/onstock'],
    [request('750', ['Wago', 'Pilz']), '/product/750/filter/Wago,Pilz'],
    [request('750', ['Pepperl+Fuchs, Inc.', 'P&F'], true), '/product/750/filter/Pepperl+Fuchs%2C%20Inc.,P&F/onstock'],
    [request('750', ['Weidmüller']), '/product/750/filter/Weidm%C3%BCller'],
  ])('%j is %s', (search, path) => {
    expect(buildSearchPath(search)).toBe(path);
  });
});

describe('searchRequestFromPath', () => {
  it.each([
    ['/', request('')],
    ['/product/all', request('')],
    ['/product/750/onstock/', request('750', [], true)],
    ['/product/750/filter/Wago,,Pilz', request('750', ['Wago', 'Pilz'])],
    ['/product/50%25/filter/50%', request('50%', ['50%'])],
    ['/product/6ES7214-1AG40-0XB0/filter/Siemens/onstock', request('6ES7214-1AG40-0XB0', ['Siemens'], true)],
  ])('%s is %j', (path, search) => {
    expect(searchRequestFromPath(path)).toEqual(search);
  });

  it.each(AWKWARD_NAMES)('reads back the brand %j', (name) => {
    const search = request('750', [name, 'Wago'], true);
    expect(searchRequestFromPath(buildSearchPath(search))).toEqual(search);
  });

  it('is the exact inverse of buildSearchPath for any query and brand names', () => {
    const query = fc.string({ minLength: 1, unit: 'grapheme' }).filter((q) => q.trim() === q && q !== '' && q !== 'all');
    const names = fc.array(fc.oneof(fc.constantFrom(...AWKWARD_NAMES), fc.string({ minLength: 1, unit: 'grapheme' })), { maxLength: 4 });
    fc.assert(fc.property(query, names, fc.boolean(), (q, brands, onstock) => {
      const search = request(q, brands, onstock);
      expect(searchRequestFromPath(buildSearchPath(search))).toEqual(search);
    }), { numRuns: 1000 });
  });
});

describe('through the router', () => {
  it.each(AWKWARD_NAMES)('a search filtered to %j comes back from the location the router holds', async (name) => {
    let pathname = '';
    function Probe() {
      pathname = useLocation().pathname;
      return null;
    }
    const router = createMemoryRouter(SEARCH_PATHS.map((path) => ({ path, element: <Probe /> })), { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    const search = request('RKC 4.4T-5/TEL', [name, 'Pepperl+Fuchs'], true);
    await act(async () => { await router.navigate(buildSearchPath(search)); });
    expect(router.state.matches.length).toBeGreaterThan(0);
    expect(searchRequestFromPath(pathname)).toEqual(search);
  });
});
