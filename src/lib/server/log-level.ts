/** The levels of LOG_LEVEL, least severe first. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
/** One level of LOG_LEVEL. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The console methods of each level (console.log counts as info). */
const METHODS: Record<LogLevel, readonly ('debug' | 'info' | 'log' | 'warn' | 'error')[]> = {
  debug: ['debug'],
  info: ['info', 'log'],
  warn: ['warn'],
  error: ['error'],
};

/**
 * Applies LOG_LEVEL to the process's console: the methods of less severe levels print nothing (the
 * server logs with console.* throughout, so this is the one place the level acts).
 * @example applyLogLevel('warn') // console.debug, console.info and console.log go quiet
 */
export function applyLogLevel(level: LogLevel, target: Pick<Console, 'debug' | 'info' | 'log' | 'warn' | 'error'> = console): void {
  const quiet = (): void => {};
  for (const below of LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(level))) {
    for (const method of METHODS[below]) target[method] = quiet;
  }
}
