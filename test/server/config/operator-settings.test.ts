/**
 * The small rules under the operator's view: the settings read at start (each bad value refused,
 * all of them at once; unset or empty, the defaults), METRICS_ALLOW's address check, and a search's kind.
 */
import path from 'node:path';
import { ConfigurationError, nodeEnvironment, readConfig } from '../../../src/server/config';
import { allowedAddresses } from '../../../src/server/metrics/allowed-addresses';
import { searchKind } from '../../../src/server/store/search-results';

describe('METRICS_ALLOW', () => {
  it('is loopback only when unset or empty', () => {
    expect(readConfig({}).metricsAllow).toEqual(['127.0.0.1', '::1']);
    expect(readConfig({ METRICS_ALLOW: ' ' }).metricsAllow).toEqual(['127.0.0.1', '::1']);
  });

  it('takes addresses and networks of both families, separated by commas', () => {
    expect(readConfig({ METRICS_ALLOW: '127.0.0.1, 10.0.0.0/8,fd00::/8,::1' }).metricsAllow).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1']);
  });

  it.each(['localhost', '10.0.0.0/33', 'fd00::/129', '10.0.0.1/8/8', '10.0.0.0/x', '300.1.1.1', '*'])('refuses "%s" at start', (value) => {
    expect(() => readConfig({ METRICS_ALLOW: value })).toThrow(/METRICS_ALLOW/);
  });
});

describe('NODE_ENV', () => {
  it.each([
    [undefined, false], ['', false], ['development', false], ['test', false], ['production', true],
  ])('%s is taken (production: %s)', (value, production) => {
    expect(readConfig({ NODE_ENV: value }).production).toBe(production);
  });

  it.each(['prod', 'Production', 'staging', 'dev'])('"%s" is refused, naming the variable, the value and the values allowed', (value) => {
    const message = `NODE_ENV must be production, development, test or unset (development), not "${value}"`;
    expect(() => readConfig({ NODE_ENV: value })).toThrow(message);
    expect(() => nodeEnvironment({ NODE_ENV: value })).toThrow(message);
  });
});

describe('TRUST_PROXY', () => {
  it.each([undefined, '', ' ', 'false', '0', 'off', 'no'])('"%s" trusts no proxy', (value) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toBeNull();
  });

  it('takes a number of proxies', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
  });

  it('takes the proxies\' addresses and networks, separated by commas', () => {
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual({ addresses: ['127.0.0.1', '10.0.0.0/8', 'fd00::/8'] });
  });

  it.each(['true', 'TRUE', 'yes', 'on'])('refuses "%s", which would believe every X-Forwarded-For entry, saying what to give instead', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY=${value} would believe every X-Forwarded-For entry`);
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/the number of proxies in front of the server \(e\.g\. 1\) or their addresses/);
  });

  it.each(['-1', '1.5', 'proxy.internal', '10.0.0.0/33', '1,10.0.0.1'])('refuses "%s"', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY: ".*" is not a number of proxies, nor an IP address or network/);
  });
});

describe('HOST, PORT and LOG_LEVEL', () => {
  it.each(['0.0.0.0', '::', '::1', '10.1.2.3', 'localhost', 'pricetool.internal', 'app_1'])('HOST takes %s', (value) => {
    expect(readConfig({ HOST: value }).host).toBe(value);
  });

  it.each(['[::1]', '0.0.0.0:8080', 'http://example.com', 'a b', '300.1.1.1', '8080', '-leading.example'])('HOST refuses "%s"', (value) => {
    expect(() => readConfig({ HOST: value })).toThrow(`HOST must be an IP address (127.0.0.1, 0.0.0.0, :: — IPv6 without brackets) or a host name, not "${value}"`);
  });

  it('an empty PORT or HOST is the default, not a port picked at random', () => {
    expect(readConfig({ PORT: '', HOST: '' })).toMatchObject({ port: 8080, host: '127.0.0.1' });
    expect(readConfig({ PORT: '0' }).port).toBe(0);
  });

  it.each(['x', '-1', '65536', '80.5', '0x50'])('PORT refuses "%s"', (value) => {
    expect(() => readConfig({ PORT: value })).toThrow(`PORT must be 0–65535, not "${value}"`);
  });

  it('LOG_LEVEL is one of pino\'s levels', () => {
    expect(readConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => readConfig({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose"');
  });
});

describe('a configuration with several bad values', () => {
  it('names every one of them at once, one line each', () => {
    const env = { NODE_ENV: 'prod', PORT: 'http', HOST: '[::]', TRUST_PROXY: 'true', FLAG_BETA: 'maybe', METRICS_ALLOW: 'everyone' };
    let error: unknown;
    try {
      readConfig(env);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    const { problems, message } = error as ConfigurationError;
    expect(problems.map((problem) => problem.split(/[ =:]/)[0])).toEqual(['NODE_ENV', 'PORT', 'HOST', 'TRUST_PROXY', 'FLAG_BETA', 'METRICS_ALLOW']);
    expect(message.split('\n')).toEqual(problems);
  });
});

describe('PORT, LOG_LEVEL and METRICS_ALLOW all wrong', () => {
  it('are refused together, each line naming the variable, the value and what it takes', () => {
    expect(() => readConfig({ PORT: 'abc', LOG_LEVEL: 'verbose', METRICS_ALLOW: '10.0.0.0/99' })).toThrow(new ConfigurationError([
      'PORT must be 0–65535, not "abc"',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose"',
      'METRICS_ALLOW: "10.0.0.0/99" is not an IP address or network (e.g. 10.0.0.0/8)',
    ]));
  });
});

describe('every setting unset or empty', () => {
  const root = path.resolve(__dirname, '..', '..', '..');
  const defaults = {
    production: false,
    port: 8080,
    host: '127.0.0.1',
    databaseTarget: { kind: 'sqlite', file: path.join(root, 'data', 'pricetool.sqlite') },
    logLevel: 'info',
    trustProxy: null,
    benchFloor: false,
    flags: { beta: false, christmasBreakBanner: true, maintenance: false, replacementSearch: true },
    clientDir: path.join(root, 'dist', 'client'),
    localesDir: path.join(root, 'locales'),
    demoArticles: 820_000,
    metricsAllow: ['127.0.0.1', '::1'],
    fairShare: true,
    mail: { smtpUrl: null, from: 'pricetool <pricetool@localhost>', publicUrl: 'http://127.0.0.1:8080' },
  };
  const names = ['NODE_ENV', 'PORT', 'HOST', 'DATABASE', 'DATABASE_URL', 'LOG_LEVEL', 'TRUST_PROXY', 'BENCH_FLOOR', 'FLAG_BETA',
    'FLAG_CHRISTMAS_BREAK', 'FLAG_MAINTENANCE', 'FLAG_REPLACEMENT_SEARCH', 'DEMO_ARTICLES', 'METRICS_ALLOW', 'FAIR_SHARE', 'SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL'];

  it('takes the defaults, the database file in the project\'s folder', () => {
    expect(readConfig({})).toEqual(defaults);
    expect(readConfig(Object.fromEntries(names.map((name) => [name, ''])))).toEqual(defaults);
  });
});

describe('switches (BENCH_FLOOR, FAIR_SHARE, FLAG_*)', () => {
  it.each(['1', 'true', 'TRUE', 'yes', 'On'])('"%s" is on', (value) => {
    const config = readConfig({ BENCH_FLOOR: value, FLAG_BETA: value, FLAG_MAINTENANCE: value });
    expect([config.benchFloor, config.flags.beta, config.flags.maintenance]).toEqual([true, true, true]);
  });

  it.each(['0', 'false', 'No', 'OFF'])('"%s" is off', (value) => {
    const config = readConfig({ FAIR_SHARE: value, FLAG_CHRISTMAS_BREAK: value, FLAG_REPLACEMENT_SEARCH: value });
    expect([config.fairShare, config.flags.christmasBreakBanner, config.flags.replacementSearch]).toEqual([false, false, false]);
  });

  it.each(['maybe', '2', 'y', ' true'])('"%s" is refused', (value) => {
    expect(() => readConfig({ FLAG_MAINTENANCE: value })).toThrow(`FLAG_MAINTENANCE must be true or false, not "${value}"`);
  });
});

describe('DATABASE, DATABASE_URL and DEMO_ARTICLES', () => {
  it('a DATABASE given is taken from the working directory', () => {
    expect(readConfig({ DATABASE: 'here.sqlite' }).databaseTarget).toEqual({ kind: 'sqlite', file: path.resolve('here.sqlite') });
  });

  it.each(['postgres://u:p@db/pricetool', 'postgresql://db/pricetool', 'POSTGRES://db/pricetool'])('DATABASE_URL %s is PostgreSQL, whatever DATABASE says', (url) => {
    expect(readConfig({ DATABASE_URL: url, DATABASE: 'ignored.sqlite' }).databaseTarget).toEqual({ kind: 'postgres', url });
  });

  it('a DATABASE_URL that is no PostgreSQL URL is refused without repeating it (it holds a password)', () => {
    const refusal = 'DATABASE_URL must be a postgres:// or postgresql:// URL (unset it to use the SQLite file DATABASE)';
    expect(() => readConfig({ DATABASE_URL: 'mysql://user:secret@db/pricetool' })).toThrow(new ConfigurationError([refusal]));
  });

  it.each([['500', 500], ['0500', 500], ['1e3', 1000]])('DEMO_ARTICLES %s is %d articles', (value, articles) => {
    expect(readConfig({ DEMO_ARTICLES: value }).demoArticles).toBe(articles);
  });

  it.each(['0', '-5', '1.5', 'many'])('DEMO_ARTICLES refuses "%s"', (value) => {
    expect(() => readConfig({ DEMO_ARTICLES: value })).toThrow(`DEMO_ARTICLES must be a positive whole number, not "${value}"`);
  });
});

describe('allowedAddresses', () => {
  const allowed = allowedAddresses(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
  it.each([
    ['127.0.0.1', true],
    ['::ffff:127.0.0.1', true],
    ['10.200.3.4', true],
    ['::ffff:10.1.1.1', true],
    ['fd12::1', true],
    ['127.0.0.2', false],
    ['11.0.0.1', false],
    ['::1', false],
    ['fe80::1', false],
    ['', false],
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(allowed(address)).toBe(expected);
  });
});

describe('searchKind', () => {
  const query = { exact: false, brands: null, onstock: false };
  it.each([
    ['a plain prefix', 'prefix', query, 10],
    ['an exact number', 'exact', { ...query, exact: true }, 1],
    ['a brand filter', 'brand', { ...query, brands: ['Wago'] }, 5],
    ['the on-stock filter', 'on-stock', { ...query, onstock: true }, 5],
    ['a brand filter on stock (read brand by brand)', 'brand', { ...query, brands: ['Wago'], onstock: true }, 5],
    ['anything finding nothing', 'miss', { exact: true, brands: ['Wago'], onstock: true }, 0],
  ] as const)('%s is %s', (_label, kind, asked, total) => {
    expect(searchKind(asked, total)).toBe(kind);
  });
});
