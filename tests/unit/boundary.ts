/**
 * What the boundary tests share: the features' names and folders, every page folder's owner, and the
 * imports of a source text. A feature's folders are src/lib/<name> (its server side in src/lib/<name>/server,
 * or still src/lib/server/<name>), src/components/<name>, src/islands/<name> for each name in FEATURES, and
 * the page folders of its routes (PAGE_FEATURES).
 */
import fs from 'node:fs';
import path from 'node:path';
import { FEATURES } from '@/lib/server/features';

export const ROOT = path.resolve(__dirname, '../..');
export const SRC = path.join(ROOT, 'src');
/**
 * The portal's own registration (directory, security, people) is the kit, not a feature; so is the device
 * mechanism (src/lib/devices, src/lib/devices/server), which the boards and the kiosk are built on, and the
 * reports (src/lib/reports), which answer every feature's report sources.
 */
export const KIT_FEATURES: readonly string[] = ['portal', 'devices', 'reports'];
export const NAMES = FEATURES.map((f) => f.name).filter((name) => !KIT_FEATURES.includes(name));

/**
 * Every page folder and file under src/pages (its first segment without extension, or its first two for a
 * folder two features share) by the feature it belongs to; `null` for the kit's and the shell's own pages.
 * A page folder missing here fails the test: say whose it is.
 */
export const PAGE_FEATURES: Readonly<Record<string, string | null>> = {
  Admin: 'admin',
  weldleakrepair: 'weldleak',
  Nitro: 'nitro',
  hoistchecklist: 'checklist',
  liftchecklist: 'checklist',
  issueMaterial: 'materials',
  MaterialQueue: 'materials',
  ProdMove: 'materials',
  Request: 'materials',
  shortendlocations: 'materials',
  shortendscheck: 'materials',
  Labels: 'labels',
  devices: 'devices',
  daybyhour: 'boards',
  InfoBoard: 'boards',
  startupblog: 'boards',
  Portal: 'boards',
  'Dashboards/DayByHour': 'boards',
  'Dashboards/HR': 'boards',
  'Dashboards/SPC': 'spc',
  InspectionManagement: 'spc',
  Inspections: 'spc',
  AbsentForm: 'labor',
  Attendance: 'labor',
  LaborMod: 'labor',
  absencecalendar: 'labor',
  currentlyClockedIn: 'labor',
  Search: 'partsearch',
  MaintManagement: 'maintenance',
  gages: 'maintenance',
  mro: 'maintenance',
  emplist: 'people',
  Employee: 'people',
  phonedir: 'people',
  Emergency: 'people',
  TextAlert: 'people',
  // The kit's and the shell's own pages.
  '403': null,
  '404': null,
  '500': null,
  '[...path]': null,
  api: null,
  dev: null,
  index: null,
  itticket: null,
  login: null,
  logout: null,
};

/** Every file below a folder. */
export function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const bare = (name: string | undefined) => (name ?? '').replace(/\.(astro|ts|tsx)$/, '');

/** The PAGE_FEATURES key of a src-relative page path ('pages/Dashboards/SPC/x.astro' -> 'Dashboards/SPC'), or undefined. */
export function pageKeyOf(rel: string): string | undefined {
  const [, second, third] = rel.split('/');
  const two = `${bare(second)}/${bare(third)}`;
  if (third !== undefined && two in PAGE_FEATURES) return two;
  return bare(second) in PAGE_FEATURES ? bare(second) : undefined;
}

/** The feature a src-relative path belongs to, or null for the kit and the shell. */
export function featureOf(rel: string): string | null {
  const parts = rel.split('/');
  const [root, second, third] = parts;
  if (root === 'pages') {
    const key = pageKeyOf(rel);
    const name = key === undefined ? null : PAGE_FEATURES[key];
    return name && NAMES.includes(name) ? name : null;
  }
  let name: string | undefined;
  if (root === 'lib' && second === 'server') name = parts.length > 3 ? third : undefined;
  else if (root === 'lib' || root === 'components' || root === 'islands') name = parts.length > 2 ? second : undefined;
  return name !== undefined && NAMES.includes(name) ? name : null;
}

/** Every import specifier of a source text: static, type-only, side-effect and dynamic. */
export function importsOf(text: string): string[] {
  const specs = [...text.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s*)?(['"])([^'"\n]+)\1/g)].map(
    (m) => m[2]!,
  );
  return [...specs, ...[...text.matchAll(/import\(\s*(['"])([^'"\n]+)\1\s*\)/g)].map((m) => m[2]!)];
}

/** The src-relative path an import names (no extension needed), or null for a package. */
export function target(from: string, spec: string): string | null {
  let abs: string;
  if (spec.startsWith('@/')) abs = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) abs = path.resolve(path.dirname(from), spec);
  else return null;
  return path.relative(SRC, abs).split(path.sep).join('/');
}

/** A file's path relative to src, with forward slashes. */
export const relOf = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
