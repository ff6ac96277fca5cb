import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIN_NODE, nodeSupported } from '@/lib/server/runtime';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};

describe('the runtime', () => {
  it('reads the oldest Node from engines', () => {
    expect(`>=${MIN_NODE}`).toBe(packageJson.engines.node);
    expect(nodeSupported(MIN_NODE)).toBe(true);
    expect(nodeSupported('v20.20.2')).toBe(false);
    expect(nodeSupported('24.10.9')).toBe(false);
    expect(nodeSupported('24.11.1')).toBe(true);
    expect(nodeSupported('26.0.0')).toBe(true);
  });

  it('is a supported LTS line: an even major of 24 or newer', () => {
    const major = Number(MIN_NODE.split('.')[0]);
    expect(major).toBeGreaterThanOrEqual(24);
    expect(major % 2).toBe(0);
  });

  it('runs the tests on the Node that npm install put in node_modules/.bin', () => {
    expect(nodeSupported(process.versions.node)).toBe(true);
    expect(process.versions.node).toBe(packageJson.dependencies['node']);
    const installed = execFileSync('node_modules/.bin/node', ['--version'], { encoding: 'utf8' }).trim();
    expect(installed).toBe(process.version);
  });
});
