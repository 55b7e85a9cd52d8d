/**
 * Where the API lives, per environment: production (the default) and dev are served from
 * the same origin as the page, dev through the development server's proxy; localhost talks to a
 * server started on this machine directly. PRICETOOL_ENV is fixed when the bundle is built.
 */
export const ENVIRONMENTS = ['localhost', 'dev', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

const API_BASE_URLS: Record<Environment, string> = {
  localhost: 'http://localhost:8080/api',
  dev: '/api',
  production: '/api',
};

export function environment(value: string | undefined = process.env.PRICETOOL_ENV): Environment {
  return (ENVIRONMENTS as readonly string[]).includes(value ?? '') ? (value as Environment) : 'production';
}

/** PRICETOOL_API_URL, when set at build time (or in tests), names the API directly. */
export function apiBaseUrl(env: Environment = environment(), override: string | undefined = process.env.PRICETOOL_API_URL): string {
  return override || API_BASE_URLS[env];
}
