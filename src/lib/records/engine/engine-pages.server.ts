import type { EngineScreen, RecordTypeDef } from './definition';
import type { ScreenKind } from './screen.server';
import { recordTypes } from './server/registry';

/** The screen of one type the engine draws at a route of the table. */
export interface EnginePage {
  def: RecordTypeDef;
  kind: ScreenKind;
  /** The list's filters it starts on ('assigned to me', a state). */
  listDefaults: Readonly<Record<string, string>>;
}

const screenOf = (screen: EngineScreen): Pick<EnginePage, 'kind' | 'listDefaults'> =>
  typeof screen === 'object' ? { kind: 'list', listDefaults: screen.list } : { kind: screen, listDefaults: {} };

let known: { count: number; byPath: Map<string, EnginePage> } | null = null;

/**
 * The engine's page at a route of the table (its path as the table writes it, `/X/:detail`), from the
 * definitions' `pages`: the catch-all page draws it, so no type has a page file of its own.
 * @example enginePageAt('/InternalCA/dashboard') // { def: internalCa, kind: 'dashboard', listDefaults: {} }
 */
export function enginePageAt(routePath: string): EnginePage | undefined {
  const types = recordTypes();
  // Types are added only before the server answers (a test's throwaway type): the map is made again then.
  if (known?.count !== types.length) {
    const byPath = new Map<string, EnginePage>();
    for (const def of types) for (const [path, screen] of Object.entries(def.pages)) byPath.set(path, { def, ...screenOf(screen) });
    known = { count: types.length, byPath };
  }
  return known.byPath.get(routePath);
}
