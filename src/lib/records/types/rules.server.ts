import type { RecordRules } from '@/lib/records/engine/server/rules';
import { downtimeRules } from './downtime/rules.server';

/** The server rules of the types that have any, by API name (a type's `rules.server.ts`; see README 'Adding an application'). */
export const RECORD_RULES: Readonly<Record<string, RecordRules>> = {
  Downtime: downtimeRules,
};
