import type { RecordTypeDef } from '@/lib/records/engine/definition';
import { RECORD_TYPES } from '@/lib/records/types/index';
import { RECORD_RULES } from '@/lib/records/types/rules.server';
import type { RecordRules } from './rules';

const extra: RecordTypeDef[] = [];
const extraRules = new Map<string, RecordRules>();

/** Every record type the API serves: the portal's definitions and any added at start (a test's throwaway type). */
export function recordTypes(): readonly RecordTypeDef[] {
  return [...RECORD_TYPES, ...extra];
}

/** Adds a type (and its rules) before the API is created (tests, and a deployment's own types); a name already used is refused. */
export function addRecordType(def: RecordTypeDef, rules?: RecordRules): void {
  if (recordTypes().some((t) => t.type === def.type)) throw new Error(`Record type ${def.type} exists already`);
  extra.push(def);
  if (rules) extraRules.set(def.type, rules);
}

/** The type of this API name, or undefined. */
export function recordTypeOf(type: string): RecordTypeDef | undefined {
  return recordTypes().find((t) => t.type === type);
}

/** A type's server rules (computed fields, checks across fields, effects), or undefined when it has none. */
export function rulesOf(type: string): RecordRules | undefined {
  return RECORD_RULES[type] ?? extraRules.get(type);
}
