import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMBEDDED_API_SCOPE, loadConfig, type AppConfig } from '@/lib/config/config';
import { createIdentityProvider, type IdentityProvider } from '@/lib/server/idp';
import { ensureSecrets, type Secrets } from '@/lib/server/secrets';
import { createOidcFlow, discover, type OidcFlow } from './oidc-flow';
import { openSeededDatabase, type SeededDatabase } from './seeded-database';

/** The embedded identity provider alone on a port of its own, over a seeded database of the test's own. */
export interface IdpServer {
  config: AppConfig;
  secrets: Secrets;
  idp: IdentityProvider;
  seeded: SeededDatabase;
  /** The portal's sign-in as a browser does it, against this provider. */
  flow: OidcFlow;
  close(): Promise<void>;
}

/**
 * Starts the real provider (as main.ts mounts it: whatever `idp.handles` claims) over PGlite, or over a
 * database of its own on the PostgreSQL server `serverUrl`. `env` adds configuration (e.g. TRUST_PROXY).
 */
export async function startIdpServer(serverUrl: string | undefined, env: Record<string, string> = {}): Promise<IdpServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'apps-idp-'));
  const seeded = await openSeededDatabase(serverUrl);
  const mounted: { idp?: IdentityProvider } = {};
  const server: Server = createServer((req, res) => {
    if (mounted.idp?.handles(req.url ?? '/')) mounted.idp.handle(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const config = loadConfig({ PORT: String(port), DATA_DIR: dataDir, APP_ENV: 'test', ...env });
  const secrets = await ensureSecrets(dataDir);
  const redirectUri = `${config.publicUrl}/api/auth/callback/apps-sso`;
  const idp = await createIdentityProvider({
    config,
    db: seeded.database.db,
    secrets,
    portalRedirectUris: [redirectUri],
    postLogoutRedirectUris: [`${config.publicUrl}/login`],
  });
  mounted.idp = idp;
  const scope = `openid profile email offline_access ${EMBEDDED_API_SCOPE}`;
  const flow = createOidcFlow(
    { clientId: config.auth.clientId, clientSecret: secrets.clientSecret, redirectUri, scope },
    await discover(config.auth.issuer),
  );
  return {
    config,
    secrets,
    idp,
    seeded,
    flow,
    async close() {
      idp.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await seeded.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
