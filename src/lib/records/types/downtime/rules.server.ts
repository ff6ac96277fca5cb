import { defineRules, type RuleValues } from '@/lib/records/engine/server/rules';
import { downtime } from './definition';

const MINUTE = 60_000;

/** Whole minutes from the stop to its end, none while it is still stopped (or when the end is before the start). */
export function minutesOf(values: RuleValues): number | null {
  const { startedAt, endedAt } = values;
  if (typeof startedAt !== 'string' || typeof endedAt !== 'string') return null;
  const minutes = Math.round((Date.parse(endedAt) - Date.parse(startedAt)) / MINUTE);
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : null;
}

/** A stop's minutes, and its end never before its start. */
export const downtimeRules = defineRules(downtime, {
  computed: { minutes: minutesOf },
  validate: (values) =>
    typeof values['startedAt'] === 'string' &&
    typeof values['endedAt'] === 'string' &&
    Date.parse(values['endedAt']) < Date.parse(values['startedAt'])
      ? [{ field: 'endedAt', code: 'end-before-start', message: 'must not be before the stop began' }]
      : [],
});
