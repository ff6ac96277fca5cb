// Bundles the server entry (src/lib/server/cli.ts) into dist/apps.mjs; packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/lib/server/cli.ts'],
  outfile: 'dist/apps.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/apps.mjs');
