import packageJson from '../../../package.json' with { type: 'json' };

/** The oldest Node the portal runs on: package.json's `engines.node` (">=X.Y.Z"), the one place it is written. */
export const MIN_NODE: string = packageJson.engines.node.replace(/^>=\s*/, '');

/** Whether a Node version ("24.21.0" or "v24.21.0") is MIN_NODE or newer. */
export function nodeSupported(version: string = process.versions.node): boolean {
  const parts = (text: string) =>
    text
      .replace(/^v/, '')
      .split('.')
      .map((part) => Number.parseInt(part, 10) || 0);
  const have = parts(version);
  const need = parts(MIN_NODE);
  for (let i = 0; i < 3; i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}
