import i18next from 'i18next';
import path from 'node:path';
import * as constants from '../../../src/client/config/constants';

describe('business constants (docs/behaviour.md, Constants)', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['RESULTS_PER_PAGE', 5],
    ['MAX_LOGIN_ATTEMPTS', 3],
    ['LOGIN_ATTEMPTS_RESET_MS', 10_000],
    ['LOGIN_REDIRECT_DELAY_MS', 750],
    ['FILTER_DEBOUNCE_MS', 300],
    ['PAGINATION_RESET_MS', 100],
    ['LOADING_DELAY_MS', 1500],
    ['SEARCH_GLOW_MS', 1000],
    ['SUGGESTION_DEBOUNCE_MS', 50],
    ['SUGGESTION_MIN_LENGTH', 3],
    ['TOAST_LIMIT', 20],
    ['TOAST_DURATION_MS', { blank: 4000, error: 4000, success: 2000, loading: Infinity }],
    ['CHUNK_LOAD_TIMEOUT_MS', 120_000],
    ['FLOW_RESTART_LIMIT', 100],
    ['SUPPORT_LOG_MAX_ACTIONS', 1000],
    ['SUPPORT_LOG_MAX_BYTES', 64 * 1024 * 1024],
    ['SKELETON_HEIGHT', 100],
    ['FILTER_SKELETON_ROWS', 6],
    ['SEARCH_BOX_WIDTH_CH', { small: 38, medium: 50, large: 80 }],
    ['PAGINATION_BOUNDARY_PAGES', 1],
    ['PAGINATION_SIBLING_PAGES', 1],
    ['DEFAULT_FLAGS', { beta: false, christmasBreakBanner: true, maintenance: false, replacementSearch: true }],
    ['FLAGS_POLL_MS', 30_000],
    ['SEASONAL_BREAK', { startMonth: 12, startDay: 17, endMonth: 1, endDay: 1 }],
    ['FALLBACK_LANGUAGE', 'en'],
    ['I18NEXT_DEFAULT_FALLBACK', 'dev'],
    ['LANGUAGES', ['EN', 'DE', 'FR', 'ES']],
    ['DEFAULT_LANGUAGE', 'EN'],
    ['SEARCH_RESULT_LIMIT', 100],
    ['MAILTO_MAX_LENGTH', 2000],
    ['EXPORT_TIMEOUT_MS', 20_000],
    ['PARTS_LIST_MAX_LINES', 5000],
    ['PARTS_LIST_MAX_ROWS', 10_000],
    ['PARTS_LIST_MAX_CHARS', 1_000_000],
    ['PARTS_LIST_MAX_FILE_BYTES', 1_000_000],
    ['PARTS_LIST_READ_TIMEOUT_MS', 10_000],
    ['IMPORT_POLL_MS', 1_000],
    ['PASSWORD_PATH', '/password'],
  ])('%s is %p', (name, value) => {
    expect(constants[name]).toEqual(value);
  });

  it('knows the 32 supplier prefixes, in their documented order, none twice', () => {
    expect(constants.SUPPLIER_PREFIXES).toEqual([
      'SIC', 'LEU', 'BAL', 'OMR', 'IFM', 'BAU', 'EUC', 'CRO', 'WEN', 'BEC', 'SCH', 'STE', 'STT', 'CON', 'JUM', 'KEY',
      'SCM', 'PHO', 'CAG', 'WER', 'DIS', 'SEN', 'TUR', 'PAN', 'VEG', 'EAT', 'FIN', 'PEP', 'WAG', 'WIE', 'WEI', 'TLM',
    ]);
    expect(new Set(constants.SUPPLIER_PREFIXES).size).toBe(32);
  });

  it("I18NEXT_DEFAULT_FALLBACK is i18next's own default", async () => {
    const fresh = i18next.createInstance();
    await fresh.init({ showSupportNotice: false });
    expect(fresh.options.fallbackLng).toEqual([constants.I18NEXT_DEFAULT_FALLBACK]);
  });
});

describe('webpack.config.js', () => {
  it('gives a script chunk 120 s to load in production', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const configure = require(path.resolve(__dirname, '../../../webpack.config.js')) as (env: object, argv: { mode: string }) => { output: { chunkLoadTimeout: number } };
    expect(configure({}, { mode: 'production' }).output.chunkLoadTimeout).toBe(120_000);
    expect(constants.CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
