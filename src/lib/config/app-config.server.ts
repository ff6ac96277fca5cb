import { loadConfig, type AppConfig } from './config';

let cached: AppConfig | undefined;

/** The running portal's configuration, read from `process.env` once (the server sets it before the portal loads). */
export function getAppConfig(): AppConfig {
  cached ??= loadConfig(process.env);
  return cached;
}
