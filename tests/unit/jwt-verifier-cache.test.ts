import { describe, expect, it } from 'vitest';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { createJwtVerifier } from '@/lib/server/api/bearer';

const ISSUER = 'http://127.0.0.1:1/idp';
const AUDIENCE = 'api://apps';
const SCOPE = 'api://apps/Apps.Write';

async function setup(options: { grantAlive?: () => boolean } = {}) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  const local = createLocalJWKSet({ keys: [jwk] });
  let keyLookups = 0;
  const jwks: JWTVerifyGetKey = (header, token) => {
    keyLookups += 1;
    return local(header, token);
  };
  let clock = Date.now();
  const verifier = createJwtVerifier({
    issuer: ISSUER,
    audience: AUDIENCE,
    requiredScope: SCOPE,
    jwks,
    now: () => clock,
    isGrantActive: async () => options.grantAlive?.() ?? true,
  });
  const sign = (expiresInS: number) =>
    new SignJWT({ scope: SCOPE, unique_name: 'Maria@example.com', gid: 'G-1' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject('maria')
      .setIssuedAt(Math.floor(clock / 1000))
      .setExpirationTime(Math.floor(clock / 1000) + expiresInS)
      .sign(privateKey);
  return { verifier, sign, lookups: () => keyLookups, advance: (ms: number) => (clock += ms) };
}

describe('createJwtVerifier remembers a checked token', () => {
  it('checks the signature of one token once for many calls', async () => {
    const { verifier, sign, lookups } = await setup();
    const token = await sign(600);
    for (let i = 0; i < 5; i += 1) expect((await verifier(token)).uniqueName).toBe('maria@example.com');
    expect(lookups()).toBe(1);
  });

  it('still refuses a remembered token once it has expired', async () => {
    const { verifier, sign, advance } = await setup();
    const token = await sign(60);
    await verifier(token);
    advance(61_000);
    await expect(verifier(token)).rejects.toThrow(/expired/);
  });

  it('still refuses a remembered token once its sign-in has ended', async () => {
    let alive = true;
    const { verifier, sign } = await setup({ grantAlive: () => alive });
    const token = await sign(600);
    await verifier(token);
    alive = false;
    await expect(verifier(token)).rejects.toThrow(/signed out/);
  });

  it('remembers nothing of a token it refused', async () => {
    const { verifier, sign, lookups } = await setup();
    const token = await sign(600);
    const forged = `${token.slice(0, -4)}AAAA`;
    await expect(verifier(forged)).rejects.toThrow();
    await expect(verifier(forged)).rejects.toThrow();
    expect(lookups()).toBe(2);
  });
});
