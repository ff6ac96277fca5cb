import { pageTitle } from './app-frame';
import type { PaletteApp, PaletteData, PalettePage } from './palette';
import { APPS, ROUTES, tabPathFor, type LocalizedText, type RouteDef } from '@/lib/routes';

const pair = (text: LocalizedText): [string, string?] => (text.es === text.en ? [text.en] : [text.en, text.es]);

/** A route the palette lists: a page that opens without a value (records are not listed), not home or /login. */
const isListed = (route: RouteDef): boolean =>
  (route.param === undefined || route.param.optional) && route.path !== '/' && route.layout !== 'login';

/**
 * The palette's entries for one employee: every application and page of the route table they may
 * open without a value (records left out), with English and Spanish titles.
 * @example paletteData((route) => route.app === 'Maintenance').apps // [['Maintenance', 'Maintenance', 'Mantenimiento']]
 */
export function paletteData(canOpen: (route: RouteDef) => boolean): PaletteData {
  const pages: PalettePage[] = [];
  const appKeys = new Set<string>();
  for (const route of ROUTES) {
    if (!isListed(route) || !canOpen(route)) continue;
    appKeys.add(route.app);
    pages.push([tabPathFor(route, {}), ...pair({ en: pageTitle(route, 'en'), es: pageTitle(route, 'es') })]);
  }
  const apps: PaletteApp[] = [...appKeys].map((key) => [key, ...pair(APPS[key]?.title ?? { en: key, es: key })]);
  return { apps, pages };
}
