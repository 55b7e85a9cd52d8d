import { builtTranslationFiles, prefetchTranslations, translationsBackend, translationsUrl } from '../../../src/client/i18n/translations-backend';

/** Reads one language and resolves with what the backend told i18next. */
function read(language: string): Promise<{ error: unknown; data: unknown }> {
  return new Promise((resolve) => translationsBackend.read(language, 'translation', (error, data) => resolve({ error, data })));
}

function answer(response: Response | Error) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
}

afterEach(() => jest.restoreAllMocks());

describe('translationsBackend', () => {
  it('reads /locales/{lng}/translation.json', async () => {
    const fetch = answer(new Response(JSON.stringify({ login: { heading: 'Anmelden' } })));
    expect(await read('de')).toEqual({ error: null, data: { login: { heading: 'Anmelden' } } });
    expect(fetch).toHaveBeenCalledWith('/locales/de/translation.json');
    expect(translationsUrl('d/../e')).toBe('/locales/d%2F..%2Fe/translation.json');
  });

  it('reads the content-hashed file a production build names for the language', async () => {
    const built = { de: '/locales/de/translation.0123456789.json' };
    const previous = process.env.PRICETOOL_TRANSLATION_FILES;
    process.env.PRICETOOL_TRANSLATION_FILES = JSON.stringify(built);
    let backend: typeof translationsBackend | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      backend = (require('../../../src/client/i18n/translations-backend') as { translationsBackend: typeof translationsBackend }).translationsBackend;
    });
    if (previous === undefined) delete process.env.PRICETOOL_TRANSLATION_FILES;
    else process.env.PRICETOOL_TRANSLATION_FILES = previous;
    const fetch = answer(new Response(JSON.stringify({ login: { heading: 'Anmelden' } })));
    const data = await new Promise((resolve) => backend?.read('de', 'translation', (_error, result) => resolve(result)));
    expect(data).toEqual({ login: { heading: 'Anmelden' } });
    expect(fetch).toHaveBeenCalledWith('/locales/de/translation.0123456789.json');
    // A language the build did not name still loads, from the unhashed file.
    expect(translationsUrl('fr', built)).toBe('/locales/fr/translation.json');
    expect(translationsUrl('__proto__', built)).toBe('/locales/__proto__/translation.json');
  });

  it('reads the build\'s names from PRICETOOL_TRANSLATION_FILES, none when it is unset', () => {
    expect(builtTranslationFiles('{"en":"/locales/en/translation.abc.json"}')).toEqual({ en: '/locales/en/translation.abc.json' });
    expect(builtTranslationFiles(undefined)).toEqual({});
    expect(builtTranslationFiles('')).toEqual({});
  });

  // i18next retries a load when the second argument is true (as i18next-http-backend answered).
  it.each<[string, Response | Error, boolean]>([
    ['a server error', new Response('', { status: 503 }), true],
    ['an unreachable server', new TypeError('Failed to fetch'), true],
    ['a missing file', new Response('', { status: 404 }), false],
    ['a file that is not JSON', new Response('<html>'), false],
  ])('reports %s, asking for a retry: %p', async (_case, response, retry) => {
    answer(response);
    const { error, data } = await read('fr');
    expect(error).toEqual(expect.stringContaining('/locales/fr/translation.json'));
    expect(data).toBe(retry);
  });

  describe('prefetchTranslations', () => {
    it('starts the request at once and hands it to the first read of that language; a later read asks again', async () => {
      const fetch = answer(new Response(JSON.stringify({ login: { heading: 'Sign in' } })));
      prefetchTranslations('es');
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledWith('/locales/es/translation.json');
      expect(await read('es')).toEqual({ error: null, data: { login: { heading: 'Sign in' } } });
      expect(fetch).toHaveBeenCalledTimes(1);
      fetch.mockImplementation(async () => new Response(JSON.stringify({ login: { heading: 'Iniciar sesión' } })));
      expect(await read('es')).toEqual({ error: null, data: { login: { heading: 'Iniciar sesión' } } });
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('leaves another language to its own request', async () => {
      const fetch = answer(new Response(JSON.stringify({})));
      prefetchTranslations('en');
      await read('de');
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/locales/en/translation.json', '/locales/de/translation.json']);
      await read('en');
    });

    it('lets the read report an early request that failed, asking for a retry', async () => {
      answer(new TypeError('Failed to fetch'));
      prefetchTranslations('fr');
      expect(await read('fr')).toEqual({ error: expect.stringContaining('/locales/fr/translation.json'), data: true });
    });
  });
});
