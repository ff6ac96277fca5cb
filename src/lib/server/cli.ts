import { ConfigError } from '@/lib/config/config';
import { startServer } from './main';
import { MIN_NODE, nodeSupported } from './runtime';

/** `npm start`: one process, one port, everything a newcomer needs. */
async function main(): Promise<void> {
  // The built server is production code (React's development build costs a quarter of a page's CPU);
  // the portal, imported after this line, reads it. `npm start` and `npm run serve` set it too.
  process.env['NODE_ENV'] ??= 'production';
  // The machine's own Node may be older than the line the portal is built and tested on; npm scripts
  // run node_modules/.bin/node (the `node` package), so a plain `node dist/apps.mjs` is the one way here.
  if (!nodeSupported()) {
    throw new ConfigError(
      `Apps runs on Node ${MIN_NODE} or newer (package.json engines), not ${process.version}: start it with ` +
        '`npm start` or `npm run serve`, which use the Node that `npm install` put in node_modules/.bin.',
    );
  }
  const running = await startServer();
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
  // Said only once a stop signal would be heard: a supervisor (or a test) that stops the portal as soon as
  // it reads this line gets a checkpointed, closed database, not a process killed mid-write.
  console.log(`Apps is ready at ${running.url}  (identity provider: ${running.config.auth.issuer}; Node ${process.version})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
