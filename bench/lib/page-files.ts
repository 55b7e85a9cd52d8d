/**
 * Which built files a page loads, read from dist/client/asset-manifest.json (written by the
 * AssetManifestPlugin in webpack.config.js): the files of the entry point, and of each named lazy
 * chunk group with the groups it loads in turn. Chunk groups are named by the webpackChunkName
 * comments in src/client (index.tsx, app/router.tsx), never by file names, so content hashes and
 * split-chunk renames do not change the count.
 *
 * Not counted: chunks that load only in some situations, outside the sign-in and search routes
 * (antd's texts for DE, FR and ES while that language is chosen, the maintenance page while its
 * flag is on, the support replay view), and the ones a click loads (ON_DEMAND_CHUNK_GROUPS).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ChunkGroupFiles {
  files: string[];
  /** The files of the chunk groups this group can load in turn. */
  lazyFiles: string[];
}

export interface AssetManifest {
  entrypoints: Record<string, string[]>;
  chunkGroups: Record<string, ChunkGroupFiles>;
}

/** The page's entry point (index.html's scripts and style sheets). */
export const ENTRY = 'main';
/**
 * Loaded by the sign-in page after the entry: the /login route's chunk group, and the page-speed
 * reporter that index.tsx loads once the page is idle on every page but the support replay. The
 * search page's chunks, which the sign-in page also fetches once idle for the customer about to
 * sign in (app/screens.ts), are counted as the search page's, not as the sign-in page's weight.
 */
export const SIGN_IN_CHUNK_GROUPS = ['login', 'web-vitals'] as const;
/** The chunk group of the search routes (/, /product/...). */
export const SEARCH_CHUNK_GROUP = 'search';
/**
 * Loaded only when the customer asks for them, never with a page: the CSV and .xlsx writers of
 * the export buttons (src/client/features/list-output/export-files.ts), the "Change password"
 * dialog of the user menu (src/client/features/passwords/index.ts), and the search box's list of
 * suggestions, at the first key typed into it (features/search/suggestions/use-suggestion-box.tsx).
 */
export const ON_DEMAND_CHUNK_GROUPS = ['list-export', 'password-dialog', 'suggestions'] as const;

export interface PageFiles {
  signIn: string[];
  /** What the search page loads that the sign-in page has not loaded already. */
  searchAdds: string[];
}

export function readManifest(clientDir: string): AssetManifest {
  const file = path.join(clientDir, 'asset-manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the client first (npm run build:client)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as AssetManifest;
}

function entryFiles(manifest: AssetManifest, name: string): string[] {
  const files = manifest.entrypoints[name];
  if (!files) throw new Error(`asset-manifest.json has no entry point "${name}"`);
  return files;
}

/** A route's files and everything it loads lazily. */
function groupFiles(manifest: AssetManifest, name: string): string[] {
  const group = manifest.chunkGroups[name];
  if (!group) throw new Error(`asset-manifest.json has no chunk group "${name}": was its webpackChunkName renamed?`);
  return [...group.files, ...group.lazyFiles];
}

export function pageFiles(manifest: AssetManifest): PageFiles {
  const signIn = new Set([...entryFiles(manifest, ENTRY), ...SIGN_IN_CHUNK_GROUPS.flatMap((name) => groupFiles(manifest, name))]);
  const onDemand = new Set(ON_DEMAND_CHUNK_GROUPS.flatMap((name) => groupFiles(manifest, name)));
  const searchAdds = new Set(groupFiles(manifest, SEARCH_CHUNK_GROUP).filter((file) => !signIn.has(file) && !onDemand.has(file)));
  return { signIn: [...signIn], searchAdds: [...searchAdds] };
}
