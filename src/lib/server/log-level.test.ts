import { describe, expect, it } from 'vitest';
import { applyLogLevel, type LogLevel } from './log-level';

/** A console that records what each method printed. */
function recordingConsole() {
  const printed: string[] = [];
  const method =
    (name: string) =>
    (...args: unknown[]) =>
      void printed.push(`${name}:${args.join(' ')}`);
  return {
    printed,
    target: { debug: method('debug'), info: method('info'), log: method('log'), warn: method('warn'), error: method('error') },
  };
}

function printedAt(level: LogLevel): string[] {
  const { printed, target } = recordingConsole();
  applyLogLevel(level, target);
  for (const name of ['debug', 'info', 'log', 'warn', 'error'] as const) target[name](name);
  return printed.map((line) => line.split(':')[0] ?? '');
}

describe('LOG_LEVEL', () => {
  it('prints its level and the more severe ones only', () => {
    expect(printedAt('debug')).toEqual(['debug', 'info', 'log', 'warn', 'error']);
    expect(printedAt('info')).toEqual(['info', 'log', 'warn', 'error']);
    expect(printedAt('warn')).toEqual(['warn', 'error']);
    expect(printedAt('error')).toEqual(['error']);
  });
});
