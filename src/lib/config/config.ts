import { z } from 'zod';

/** Where the API write scope is named when the embedded identity provider runs. */
export const EMBEDDED_API_AUDIENCE = 'api://apps';
/** The one write scope of the product's own API (spec §6). */
export const EMBEDDED_API_SCOPE = 'api://apps/Apps.Write';
/** The portal's client id at the embedded identity provider. */
export const EMBEDDED_CLIENT_ID = 'apps-portal';

/** The embedded development SMS gateway's account and token (it runs only when SMS_GATEWAY_URL is unset, and texts nobody). */
const DEV_SMS_ACCOUNT = 'ACdevelopment0000000000000000000';
const DEV_SMS_TOKEN = 'development-gateway';

const onOff = z.enum(['on', 'off', 'true', 'false', '1', '0']).transform((v) => v === 'on' || v === 'true' || v === '1');

const url = z.url({ message: 'must be an absolute URL such as http://127.0.0.1:4321' });

/**
 * Every environment variable the product reads, with its default. The README's configuration table
 * is written by hand; tests/unit/config.test.ts fails when it misses one of these variables.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: url.optional(),
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
    .optional(),
  EMBEDDED_API: onOff.default(true),
  API_BASE_URL: url.optional(),
  AUTH_ISSUER: url.optional(),
  AUTH_CLIENT_ID: z.string().min(1).optional(),
  AUTH_CLIENT_SECRET: z.string().min(1).optional(),
  AUTH_API_SCOPE: z.string().min(1).optional(),
  AUTH_API_AUDIENCE: z.string().min(1).optional(),
  AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  IT_TICKET_URL: url.default('https://support.example.com/'),
  HR_PHOTO_URL: z.string().includes('{guid}', { message: 'must contain {guid}' }).optional(),
  PART_DOCS_URL: z
    .string()
    .regex(/^https?:\/\/\S*\{partNum\}/, { message: 'must be an http(s) address containing {partNum}' })
    .default('https://docs.example.com/search?part={partNum}'),
  OUTBOX_MAX_AGE_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  SMS_GATEWAY_URL: url.optional(),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z
    .string()
    .regex(/^\+[1-9][0-9]{6,14}$/, { message: 'must be a phone number in E.164 form such as +17125550100' })
    .default('+17125550100'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  TRUST_PROXY: z
    .string()
    .regex(/^(off|[0-9A-Fa-f:.]+(\s*,\s*[0-9A-Fa-f:.]+)*)$/, { message: 'must be off or a comma-separated list of proxy IP addresses' })
    .default('off'),
});

/** Configuration of one running portal, derived from the environment once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** The address people type; the portal's own links and redirects use it. */
  publicUrl: string;
  appEnv: 'development' | 'test' | 'production';
  isDevelopment: boolean;
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Whether this process serves the company API under /v1. */
  embeddedApi: boolean;
  apiBaseUrl: string;
  /** Whether this process runs the identity provider under /idp. */
  embeddedIdp: boolean;
  auth: {
    issuer: string;
    clientId: string;
    clientSecret: string | undefined;
    apiScope: string;
    apiAudience: string;
    secret: string | undefined;
  };
  itTicketUrl: string;
  hrPhotoUrl: string;
  /** The document system's address of a part's documents (PART_DOCS_URL), `{partNum}` filled in by the part search's filesLink. */
  partDocsUrl: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** How old a write kept on a device (the outbox) may be when it arrives, in hours (OUTBOX_MAX_AGE_HOURS). */
  outboxMaxAgeHours: number;
  /** Addresses of the reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
  trustedProxies: readonly string[];
  /** The SMS gateway text alerts leave through (Twilio's Messages API); `embedded`: the development gateway of this process. */
  sms: { url: string; accountSid: string; authToken: string; from: string; embedded: boolean };
}

/** A configuration value that cannot be used, with the variable that holds it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from an environment object (usually `process.env`).
 * @example loadConfig({ PORT: '8080' }).publicUrl // 'http://127.0.0.1:8080'
 */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PUBLIC_URL === undefined && (e.HOST === '0.0.0.0' || e.HOST === '::')) {
    throw new ConfigError(
      `Invalid configuration:\n  HOST=${e.HOST} serves other machines, so PUBLIC_URL must say the address people type (e.g. http://apps.plant.local:${e.PORT}).`,
    );
  }
  const publicUrl = trimSlash(e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`);
  const embeddedIdp = e.AUTH_ISSUER === undefined;
  if (!embeddedIdp && (e.AUTH_CLIENT_ID === undefined || e.AUTH_API_SCOPE === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_ISSUER names an external identity provider, so AUTH_CLIENT_ID and AUTH_API_SCOPE are required too.',
    );
  }
  if (e.SMS_GATEWAY_URL !== undefined && (e.SMS_ACCOUNT_SID === undefined || e.SMS_AUTH_TOKEN === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  SMS_GATEWAY_URL names an SMS gateway, so SMS_ACCOUNT_SID and SMS_AUTH_TOKEN are required too.',
    );
  }
  if (!e.EMBEDDED_API && e.API_BASE_URL === undefined) {
    throw new ConfigError('Invalid configuration:\n  EMBEDDED_API=off needs API_BASE_URL (the company API host).');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    appEnv: e.APP_ENV,
    isDevelopment: e.APP_ENV === 'development',
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    embeddedApi: e.EMBEDDED_API,
    apiBaseUrl: trimSlash(e.API_BASE_URL ?? publicUrl),
    embeddedIdp,
    auth: {
      issuer: trimSlash(e.AUTH_ISSUER ?? `${publicUrl}/idp`),
      clientId: e.AUTH_CLIENT_ID ?? EMBEDDED_CLIENT_ID,
      clientSecret: e.AUTH_CLIENT_SECRET,
      apiScope: e.AUTH_API_SCOPE ?? EMBEDDED_API_SCOPE,
      apiAudience: e.AUTH_API_AUDIENCE ?? EMBEDDED_API_AUDIENCE,
      secret: e.AUTH_SECRET,
    },
    itTicketUrl: e.IT_TICKET_URL,
    hrPhotoUrl: e.HR_PHOTO_URL ?? `${publicUrl}/hr/photos/{guid}`,
    partDocsUrl: e.PART_DOCS_URL,
    logLevel: e.LOG_LEVEL,
    outboxMaxAgeHours: e.OUTBOX_MAX_AGE_HOURS,
    trustedProxies: e.TRUST_PROXY === 'off' ? [] : e.TRUST_PROXY.split(',').map((address) => address.trim()),
    sms: {
      url: trimSlash(e.SMS_GATEWAY_URL ?? `${publicUrl}/sms-gateway`),
      accountSid: e.SMS_ACCOUNT_SID ?? DEV_SMS_ACCOUNT,
      authToken: e.SMS_AUTH_TOKEN ?? DEV_SMS_TOKEN,
      from: e.SMS_FROM,
      embedded: e.SMS_GATEWAY_URL === undefined,
    },
  };
}

function trimSlash(value: string): string {
  return value.replace(/\/+$/, '');
}
