/**
 * Screens that replace the application frame, loaded on demand (issue 4).
 *
 * A screen the spec describes is a component `src/screens/<route name>.astro`, e.g.
 * `src/screens/Maintenance.astro` for '/Maintenance' or
 * `src/screens/CorrectiveActions-indexPage-detail.astro` for '/CorrectiveActions/indexPage/:detail'.
 * The catch-all page (src/pages/[...path].astro) asks `loadScreen(route.name)` and renders the
 * screen instead of the frame, with the frame's props (`ScreenProps`). The guards, the tab, the
 * 404 of a bad parameter and the 403 stay with the route table and the middleware.
 *
 * On demand: `import.meta.glob` without `eager` compiles each screen into its own chunk behind a
 * dynamic `import()`, so a screen's server code (and the islands it renders) is loaded only when
 * its route is asked for; a screen file whose name is no route fails the build.
 */
import type { AppFrame } from './app-frame';
import { routeByName, type RouteDef, type RouteParams } from '../routes';

/** What every screen receives. */
export interface ScreenProps {
  route: RouteDef;
  params: RouteParams;
  frame: AppFrame;
}

/** An Astro component module as `import.meta.glob` loads it. */
export interface ScreenModule {
  default: (props: ScreenProps) => unknown;
}

/** Loaders of screen modules by file path, as `import.meta.glob` returns them. */
export type ScreenLoaders = Readonly<Record<string, () => Promise<ScreenModule>>>;

/** Screens by route name, each loaded on first use. */
export interface ScreenRegistry {
  /** The route names that have a screen. */
  readonly names: readonly string[];
  /** The screen of a route, imported now; null when the route shows the frame. */
  load(name: string): Promise<ScreenModule['default'] | null>;
}

/**
 * A registry over screen loaders keyed by file path; the file name (without '.astro') must be a
 * route name.
 * @example createScreenRegistry({ '../screens/Maintenance.astro': load }).names // ['Maintenance']
 */
export function createScreenRegistry(loaders: ScreenLoaders): ScreenRegistry {
  const byName = new Map<string, () => Promise<ScreenModule>>();
  for (const [file, loader] of Object.entries(loaders)) {
    const name = /([^/]+)\.astro$/.exec(file)?.[1] ?? file;
    if (routeByName(name) === undefined) {
      throw new Error(`Screen '${file}' is named after no route. Name it after its route, e.g. 'Maintenance-PM-job.astro'.`);
    }
    byName.set(name, loader);
  }
  return {
    names: [...byName.keys()],
    async load(name) {
      const loader = byName.get(name);
      return loader ? (await loader()).default : null;
    },
  };
}

/** The portal's screens (none yet: every route shows its frame until its issue lands). */
export const SCREENS: ScreenRegistry = createScreenRegistry(import.meta.glob<ScreenModule>('../screens/*.astro'));
