/** A sparkline drawn in a box: the points' path and the height of each limit, on one scale (y grows downwards). */
export interface Sparkline {
  /** The SVG path through the points, oldest on the left; empty without points. */
  path: string;
  /** The y of each given limit (null stays null). */
  levels: (number | null)[];
}

/**
 * Scales a chart's last points and its limits into a `width` x `height` box with a margin, so a board
 * shows the trend and where it stands against its limits from across the floor.
 * @example sparkline([1, 3], [4, 0], 100, 50).path // 'M2,36.5 L98,13.5' (points at 1 and 3, limits 0 to 4)
 */
export function sparkline(points: readonly number[], limits: readonly (number | null)[], width: number, height: number): Sparkline {
  const values = [...points, ...limits.filter((l): l is number => l !== null)];
  if (values.length === 0) return { path: '', levels: limits.map(() => null) };
  const low = Math.min(...values);
  const span = Math.max(...values) - low;
  const margin = 2;
  // A flat line (or a lone point) sits in the middle.
  const y = (v: number) => round(span === 0 ? height / 2 : margin + (1 - (v - low) / span) * (height - 2 * margin));
  const x = (i: number) => round(points.length < 2 ? width / 2 : margin + (i / (points.length - 1)) * (width - 2 * margin));
  return {
    path: points.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(v)}`).join(' '),
    levels: limits.map((l) => (l === null ? null : y(l))),
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
