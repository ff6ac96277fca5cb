import { ConfigError } from '@/lib/config/config';
import { startServer } from './main';

/** `npm start`: one process, one port, everything a newcomer needs. */
async function main(): Promise<void> {
  // The built server is production code (React's development build costs a quarter of a page's CPU);
  // the portal, imported after this line, reads it. `npm start` and `npm run serve` set it too.
  process.env['NODE_ENV'] ??= 'production';
  const running = await startServer();
  console.log(`Apps is ready at ${running.url}  (identity provider: ${running.config.auth.issuer})`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      console.log(`${signal}: finishing requests, checkpointing and closing the database…`);
      running.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('shutdown failed:', error);
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
