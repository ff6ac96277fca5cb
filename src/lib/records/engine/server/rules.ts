import type { FieldIssue } from '@/lib/http/error-body';
import type { RecordTypeDef } from '@/lib/records/engine/definition';
import type { ChildRow, FieldValue } from '@/lib/records/engine/validation';
import type { Tx } from '@/lib/server/db/database';
import { InputError } from '@/lib/server/errors';
import type { RecordCaller } from './rights';

/** A record's values as its rules see them: its fields and its child tables by name, after the change. */
export type RuleValues = Readonly<Record<string, FieldValue | ChildRow[] | undefined>>;

/** What an effect is given: the transaction of the save, the record as saved, who saved it and how. */
export interface EffectContext {
  tx: Tx;
  def: RecordTypeDef;
  caller: RecordCaller;
  record: { id: number; plant: string; state: string; fields: Readonly<Record<string, FieldValue>> };
  /** The transition made (its name), or null for a save. */
  transition: string | null;
}

/**
 * A change of other data made in the record's own transaction (post an inventory adjustment, close a work
 * order's downtime); named, so its test and a failure's log say which. Throwing rolls the whole save back.
 */
export interface Effect {
  name: string;
  run: (ctx: EffectContext) => Promise<void>;
}

/** A type's server rules, beside its definition (`src/lib/records/types/<name>/rules.server.ts`). */
export interface RecordRules {
  /** Fields set on every save from the others (a stop's minutes), stored with them: see README 'Records: storage'. */
  computed?: Readonly<Record<string, (values: RuleValues) => FieldValue>>;
  /** Checks across fields (an end before its start): each issue names its field; any issue is a 400, nothing written. */
  validate?: (values: RuleValues) => FieldIssue[];
  /** Effects after a save (`save`) or a transition (by its name), in the same transaction. */
  effects?: { save?: readonly Effect[]; transitions?: Readonly<Record<string, readonly Effect[]>> };
}

/**
 * A type's rules, checked against its definition where they are written: a computed field must be a
 * `computed` field of the type, an effect's transition one of its transitions.
 * @example export const downtimeRules = defineRules(downtime, { computed: { minutes: minutesBetween } })
 */
export function defineRules(def: RecordTypeDef, rules: RecordRules): RecordRules {
  const problems: string[] = [];
  for (const name of Object.keys(rules.computed ?? {}))
    if (!def.fields.some((f) => f.name === name && f.computed)) problems.push(`computed ${name} is not a computed field`);
  for (const f of def.fields) if (f.computed && !rules.computed?.[f.name]) problems.push(`computed field ${f.name} has no rule`);
  for (const name of Object.keys(rules.effects?.transitions ?? {}))
    if (!def.transitions.some((t) => t.name === name)) problems.push(`effects of unknown transition ${name}`);
  if (problems.length > 0) throw new Error(`Rules of record type ${def.type}: ${problems.join('; ')}`);
  return rules;
}

/** The computed fields' values for these values (only the computed ones). */
export function computedValues(rules: RecordRules | undefined, values: RuleValues): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const [name, compute] of Object.entries(rules?.computed ?? {})) out[name] = compute(values);
  return out;
}

/** Refuses (400, each field named, nothing written) values that break a rule across fields. */
export function checkRules(rules: RecordRules | undefined, values: RuleValues): void {
  const issues = rules?.validate?.(values) ?? [];
  if (issues.length > 0)
    throw new InputError(issues.map((i) => `${i.field}: ${i.message}`).join('; '), { code: issues[0]!.code, fields: issues });
}

/** Runs the effects of a save or a transition, in order, in the save's transaction; a failure says which effect. */
export async function runEffects(rules: RecordRules | undefined, ctx: EffectContext): Promise<void> {
  const effects = ctx.transition === null ? rules?.effects?.save : rules?.effects?.transitions?.[ctx.transition];
  for (const effect of effects ?? []) {
    try {
      await effect.run(ctx);
    } catch (error) {
      console.warn(`[RECORDS] effect ${effect.name} of ${ctx.def.type} ${ctx.record.id} failed; the save is rolled back`);
      throw error;
    }
  }
}
