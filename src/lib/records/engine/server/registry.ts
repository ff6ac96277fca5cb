import type { RecordTypeDef } from '@/lib/records/engine/definition';
import { RECORD_TYPES } from '@/lib/records/types/index';

const extra: RecordTypeDef[] = [];

/** Every record type the API serves: the portal's definitions and any added at start (a test's throwaway type). */
export function recordTypes(): readonly RecordTypeDef[] {
  return [...RECORD_TYPES, ...extra];
}

/** Adds a type before the API is created (tests, and a deployment's own types); a name already used is refused. */
export function addRecordType(def: RecordTypeDef): void {
  if (recordTypes().some((t) => t.type === def.type)) throw new Error(`Record type ${def.type} exists already`);
  extra.push(def);
}

/** The type of this API name, or undefined. */
export function recordTypeOf(type: string): RecordTypeDef | undefined {
  return recordTypes().find((t) => t.type === type);
}
