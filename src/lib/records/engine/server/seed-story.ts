import type { ChildRow, FieldValue } from '@/lib/records/engine/validation';

/** One demo record of a type's seed story (`src/lib/records/types/<name>/seed.ts`): its history is made from it. */
export interface SeedStory {
  type: string;
  plant: string;
  state: string;
  /** The states it went through after the first, in order. */
  path: string[];
  /** Days since it was opened. */
  age: number;
  /** Who opened it; null when it was sent anonymously (no owner is stored, nor in its history). */
  owner: number | null;
  /** Who made its transitions, when not its owner (the reviewer). */
  by?: number;
  fields: Record<string, FieldValue>;
  children?: Record<string, Omit<ChildRow, 'id'>[]>;
  /** The number a demo notification links to (the bell's seeded rows name these records). */
  id?: number;
}
