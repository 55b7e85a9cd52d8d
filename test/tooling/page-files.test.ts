/**
 * Which built files bench/bundle-size.ts counts for a page: a chunk that only a click or typing
 * loads (the list export's writers, the search box's suggestions) is counted in no page, however
 * the search group reaches it.
 */
import { pageFiles, type AssetManifest } from '../../bench/lib/page-files';

function manifest(groups: Partial<AssetManifest['chunkGroups']> = {}): AssetManifest {
  return {
    entrypoints: { main: ['main.js', 'main.css', 'vendor.js'] },
    chunkGroups: {
      login: { files: ['login.js'], lazyFiles: [] },
      'web-vitals': { files: ['web-vitals.js'], lazyFiles: [] },
      search: { files: ['vendor.js', 'search.js', 'search.css'], lazyFiles: ['results.js', 'writers.js', 'xlsx-vendor.js', 'password-dialog.js', 'suggestions.js', 'suggestions.css'] },
      'list-export': { files: ['writers.js', 'xlsx-vendor.js'], lazyFiles: [] },
      'password-dialog': { files: ['password-dialog.js'], lazyFiles: [] },
      suggestions: { files: ['suggestions.js', 'suggestions.css'], lazyFiles: [] },
      ...groups,
    } as AssetManifest['chunkGroups'],
  };
}

describe('pageFiles', () => {
  it('counts the sign-in page\'s files, then what the search adds, without the on-demand export writers, password dialog and list of suggestions', () => {
    expect(pageFiles(manifest())).toEqual({
      signIn: ['main.js', 'main.css', 'vendor.js', 'login.js', 'web-vitals.js'],
      searchAdds: ['search.js', 'search.css', 'results.js'],
    });
  });

  it('fails when the export writers\' chunk group is missing (its webpackChunkName renamed), rather than count them', () => {
    const renamed = manifest();
    delete (renamed.chunkGroups as Record<string, unknown>)['list-export'];
    expect(() => pageFiles(renamed)).toThrow('no chunk group "list-export"');
  });
});
