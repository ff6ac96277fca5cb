// Server-only. Astro asks each renderer whether a component is its own by rendering it (React's `check`
// renders the island through a whole React SSR pass that it throws away), unless the component carries
// the renderer's name under this symbol. Every island of the portal is React (the one renderer), so
// they are named here once: each island is rendered once per page instead of twice.
const RENDERER = Symbol.for('astro:renderer');
const REACT = '@astrojs/react';

const islands = import.meta.glob<Record<string, unknown>>('../../islands/**/*.tsx', { eager: true });

/**
 * Names React as the renderer of every component (an exported function whose name starts with a
 * capital letter) of the given island modules; answers how many it named.
 */
export function tagReactIslands(modules: Iterable<Record<string, unknown>>): number {
  let tagged = 0;
  for (const exports of modules) {
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value !== 'function' || !/^[A-Z]/.test(name)) continue;
      const component = value as unknown as Record<symbol, unknown>;
      if (component[RENDERER] === undefined) component[RENDERER] = REACT;
      tagged += 1;
    }
  }
  return tagged;
}

/** How many island components were named React's at load (every module under src/islands). */
export const TAGGED_ISLANDS = tagReactIslands(Object.values(islands));
