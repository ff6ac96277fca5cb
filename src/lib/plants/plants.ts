/**
 * The company's plants (spec §3), the one list every screen, filter and schema reads; the seed writes the same rows.
 * `zone` is the plant's IANA time zone: shifts, 'today' and wall-clock hours are the plant's own.
 */
export const PLANTS = [
  { id: 'MfgSys', name: 'Sheldon', prefix: 'SH', zone: 'America/Chicago' },
  { id: 'SPIRITLA', name: 'Spirit Lake', prefix: 'SL', zone: 'America/Chicago' },
  { id: 'BGOHIO', name: 'Bowling Green', prefix: 'BG', zone: 'America/New_York' },
  { id: 'REBUILD', name: 'Metal Finishing', prefix: 'MF', zone: 'America/Chicago' },
] as const;

/** A plant's id, e.g. 'SPIRITLA'. */
export type PlantId = (typeof PLANTS)[number]['id'];

/** The plant ids, in the spec's order (for `z.enum`). */
export const PLANT_IDS = PLANTS.map((p) => p.id) as [PlantId, ...PlantId[]];

/** The list filters' choice of every plant. */
export const ALL_PLANTS = 'All';

/** A list's plant filter: a plant, or every plant. */
export type PlantFilter = PlantId | typeof ALL_PLANTS;

/** The shop-floor lists' plant choices (spec §9: All, Sheldon, Spirit Lake, Bowling Green, Metal Finishing). */
export const PLANT_FILTER: ReadonlyArray<{ value: PlantFilter; label: string }> = [
  { value: ALL_PLANTS, label: 'All' },
  ...PLANTS.map((p) => ({ value: p.id, label: p.name })),
];

/** The localStorage key of the selected plant (spec §3 'Plant'). */
export const PLANT_STORAGE_KEY = 'plant';
/** The cookie mirroring it for the server. */
export const PLANT_COOKIE = 'plant';

/** The plant when nothing else decides (spec §4). */
export const DEFAULT_PLANT: PlantId = 'MfgSys';

/** Username prefixes and their plants (spec §4), in the spec's order. */
export const PREFIX_PLANTS: ReadonlyArray<readonly [prefix: string, plant: PlantId]> = [
  ['SH', 'MfgSys'],
  ['SL', 'SPIRITLA'],
  ['MF', 'REBUILD'],
  ['BG', 'BGOHIO'],
];

/**
 * Whether a value is one of the plants.
 * @example isPlantId('SPIRITLA') // true
 */
export function isPlantId(value: unknown): value is PlantId {
  return typeof value === 'string' && PLANTS.some((p) => p.id === value);
}

/**
 * The id of the plant of a name, for a page made for one plant: it fails the page at once on a name no plant has.
 * @example plantNamed('Bowling Green') // 'BGOHIO'
 */
export function plantNamed(name: (typeof PLANTS)[number]['name']): PlantId {
  const plant = PLANTS.find((p) => p.name === name);
  if (!plant) throw new Error(`no plant is named ${name}`);
  return plant.id;
}

/**
 * A plant's name, or the id itself when it is no plant of the list.
 * @example plantName('BGOHIO') // 'Bowling Green'
 */
export function plantName(id: string): string {
  return PLANTS.find((p) => p.id === id)?.name ?? id;
}

/**
 * A list filter's plant from the query (or what the list starts on), 'All' when it is no plant.
 * @example plantFilterOf('SPIRITLA') // 'SPIRITLA'
 */
export function plantFilterOf(value: string | null | undefined): PlantFilter {
  return isPlantId(value) ? value : ALL_PLANTS;
}

/** What decides the plant on first load. */
export interface InitialPlantOptions {
  /** The stored choice (localStorage, or its cookie mirror on the server). */
  stored: string | null | undefined;
  employeePlant: string | null | undefined;
  username: string | null | undefined;
  /** Plant ids from v1/Plant; when given, a value outside it is skipped. */
  known?: readonly string[];
}

/**
 * The plant on first load: the stored plant, then the employee's, then the username prefix, else MfgSys (spec §4).
 * @example initialPlant({ stored: null, employeePlant: null, username: 'mfrpatel@example.com' }) // 'REBUILD'
 */
export function initialPlant({ stored, employeePlant, username, known }: InitialPlantOptions): string {
  const usable = (plant: string | null | undefined): plant is string => !!plant && (!known || known.length === 0 || known.includes(plant));
  if (usable(stored)) return stored;
  if (usable(employeePlant)) return employeePlant;
  const upper = (username ?? '').toUpperCase();
  const byPrefix = PREFIX_PLANTS.find(([prefix]) => upper.startsWith(prefix))?.[1];
  return usable(byPrefix) ? byPrefix : DEFAULT_PLANT;
}
