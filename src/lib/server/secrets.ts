import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/** Secrets the embedded services need, generated on first start and kept in DATA_DIR. */
export interface Secrets {
  /** Encrypts the Auth.js session cookie. */
  authSecret: string;
  /** The portal's client secret at the embedded identity provider. */
  clientSecret: string;
  /** Signs the embedded identity provider's cookies; the first key signs, all verify. */
  cookieKeys: string[];
  /** Private signing keys (JWK) of the embedded identity provider. */
  jwks: { keys: JWK[] };
}

const FILE_NAME = 'secrets.json';

/** Reads the secrets from `dataDir`, creating and saving them (mode 0600) when absent, so a restart logs nobody out. */
export async function ensureSecrets(dataDir: string): Promise<Secrets> {
  const file = path.join(dataDir, FILE_NAME);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  const secrets: Secrets = {
    authSecret: randomBytes(32).toString('base64url'),
    clientSecret: randomBytes(32).toString('base64url'),
    cookieKeys: [randomBytes(32).toString('base64url')],
    jwks: { keys: [jwk] },
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    // Another process created it first: use theirs, so both agree.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return JSON.parse(await readFile(file, 'utf8')) as Secrets;
}
