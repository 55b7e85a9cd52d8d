/**
 * Server configuration, what the rest of the server imports: the environment variables
 * (config/environment.ts, one schema, with defaults that work on a fresh machine) read at start
 * (config/read-config.ts), the tuning constants (config/tuning.ts) and where the project lies
 * (config/project.ts). Nothing else in the server reads process.env. A file rather than
 * config/index.ts: a build made before would keep its dist/server/config.js, which Node loads
 * before a folder of that name.
 */
export { DEFAULT_METRICS_ALLOW, Environment, NODE_ENVIRONMENTS, type NodeEnvironment, type Settings, type TrustedProxies } from './config/environment';
export { projectRoot, productVersion } from './config/project';
export { ConfigurationError, nodeEnvironment, readConfig, type MailSettings, type ServerConfig } from './config/read-config';
export * from './config/imports';
export * from './config/tuning';
export * from './config/password-tuning';
