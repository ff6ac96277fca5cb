import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig } from '@/lib/config/config';

describe('loadConfig', () => {
  it('runs the embedded demo with no variables at all', () => {
    const config = loadConfig({});
    expect(config.publicUrl).toBe('http://127.0.0.1:4321');
    expect(config.embeddedIdp).toBe(true);
    expect(config.embeddedApi).toBe(true);
    expect(config.auth.issuer).toBe('http://127.0.0.1:4321/idp');
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:4321');
    expect(config.isDevelopment).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.hrPhotoUrl).toBe('http://127.0.0.1:4321/hr/photos/{guid}');
  });

  it('derives addresses from PUBLIC_URL and drops a trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://apps.example.com/', PORT: '8080' });
    expect(config.publicUrl).toBe('https://apps.example.com');
    expect(config.auth.issuer).toBe('https://apps.example.com/idp');
  });

  it('turns the embedded identity provider off for an external issuer', () => {
    const config = loadConfig({
      AUTH_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
      AUTH_CLIENT_ID: 'portal',
      AUTH_API_SCOPE: 'api://x/Apps.Write',
    });
    expect(config.embeddedIdp).toBe(false);
    expect(config.auth.clientId).toBe('portal');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ AUTH_ISSUER: 'https://idp.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ EMBEDDED_API: 'off' })).toThrow(/API_BASE_URL/);
    expect(() => loadConfig({ HR_PHOTO_URL: 'https://hr.example.com/p' })).toThrow(/\{guid\}/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PUBLIC_URL: '', PORT: '' }).publicUrl).toBe('http://127.0.0.1:4321');
  });
});

describe('loadConfig for other machines', () => {
  it('asks for PUBLIC_URL when listening on every interface', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/PUBLIC_URL must say the address people type/);
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'http://apps.plant.local:4321' }).publicUrl).toBe('http://apps.plant.local:4321');
  });
});

describe("the README's configuration table", () => {
  it('lists every variable the product reads', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const listed = new Set([...readme.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]));
    expect(Object.keys(envSchema.shape).filter((name) => !listed.has(name))).toEqual([]);
  });
});
