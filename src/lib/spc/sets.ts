import type { Characteristic } from './schemas';

/** An inspection set as the lists show it: one part at one operation in one plant, with its characteristics. */
export interface SetSummary {
  setId: number;
  plant: string;
  partNum: string;
  operation: number;
  characteristics: Characteristic[];
}

/** A part with inspection sets: the plants and operations it is inspected at. */
export interface PartSummary {
  partNum: string;
  plants: string[];
  operations: number[];
  sets: number;
  characteristics: number;
}

/** The inspection sets the characteristics belong to, in the order the API lists them (plant, part, operation). */
export function setsOf(items: readonly Characteristic[]): SetSummary[] {
  const sets = new Map<number, SetSummary>();
  for (const c of items) {
    const set = sets.get(c.setId) ?? { setId: c.setId, plant: c.plant, partNum: c.partNum, operation: c.operation, characteristics: [] };
    set.characteristics.push(c);
    sets.set(c.setId, set);
  }
  return [...sets.values()];
}

/** The parts the characteristics are measured on, by part number. */
export function partsOf(items: readonly Characteristic[]): PartSummary[] {
  const parts = new Map<string, PartSummary>();
  const setIds = new Map<string, Set<number>>();
  for (const c of items) {
    const part = parts.get(c.partNum) ?? { partNum: c.partNum, plants: [], operations: [], sets: 0, characteristics: 0 };
    if (!part.plants.includes(c.plant)) part.plants.push(c.plant);
    if (!part.operations.includes(c.operation)) part.operations.push(c.operation);
    part.characteristics += 1;
    const ids = setIds.get(c.partNum) ?? new Set();
    ids.add(c.setId);
    setIds.set(c.partNum, ids);
    part.sets = ids.size;
    parts.set(c.partNum, part);
  }
  for (const p of parts.values()) p.operations.sort((a, b) => a - b);
  return [...parts.values()].sort((a, b) => a.partNum.localeCompare(b.partNum));
}
