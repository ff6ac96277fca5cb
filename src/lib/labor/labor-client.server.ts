import { ApiError } from '@/lib/api/errors';
import type { JsonCall } from '@/lib/api/json-call';
import type { Badge } from './badge-schemas';
import type { CalendarView } from './calendar-schemas';
import type { JobLabor } from './job-labor-schemas';
import type { Absence, ClockedInRow, LaborDay, PlantLabor, PunchAnswer } from './schemas';

/** What GET /v1/Labor/Me answers (the employee's status, days and absences). */
export interface LaborMeAnswer {
  empId: number;
  name: string;
  plant: string;
  status: 'in' | 'lunch' | 'out';
  current: LaborDay | null;
  history: LaborDay[];
  absences: Absence[];
}

const keyed = (key: string) => ({ 'idempotency-key': key });

/**
 * A plant's private labor list, or none when the reader may not read that plant's (403
 * 'labor-other-plant': another plant's supervisor): a list of every plant shows those the reader may read.
 */
export function readableOnly<T>(list: Promise<T[]>): Promise<T[]> {
  return list.catch((error: unknown) => (error instanceof ApiError && error.code === 'labor-other-plant' ? [] : Promise.reject(error)));
}

/** The labor calls the pages make on the server, as the signed-in person; a failed call throws an `ApiError`. */
export function createLaborApi(call: JsonCall) {
  return {
    me: () => call<LaborMeAnswer>('GET', 'Labor/Me'),
    punch: (kind: string, key: string) => call<PunchAnswer>('POST', 'Labor/Punches', undefined, { kind }, keyed(key)),
    plant: (plant: string) => call<PlantLabor>('GET', `Labor/Plants/${encodeURIComponent(plant)}`),
    callOff: (input: Record<string, string>, key: string) => call<Absence>('POST', 'Labor/CallOffs', undefined, input, keyed(key)),
    absenceNotice: (input: Record<string, string>, key: string) =>
      call<Absence>('POST', 'Labor/AbsenceNotices', undefined, input, keyed(key)),
    absences: (q: { plant: string; from?: string; to?: string; kind?: Absence['kind'] }) =>
      call<Absence[]>('GET', 'Labor/Absences', defined(q)),
    days: (q: { plant: string; from?: string; to?: string; empId?: string; status?: 'open' | 'approved' }) =>
      call<LaborDay[]>('GET', 'Labor/Days', defined(q)),
    absence: (id: number) => call<Absence>('GET', `Labor/Absences/${id}`),
    addAbsence: (input: Record<string, string>, key: string) => call<Absence>('POST', 'Labor/Absences', undefined, input, keyed(key)),
    editAbsence: (id: number, input: Record<string, string>, key: string) =>
      call<Absence>('PATCH', `Labor/Absences/${id}`, undefined, input, keyed(key)),
    deleteAbsence: (id: number, key: string) => call<Absence>('DELETE', `Labor/Absences/${id}`, undefined, undefined, keyed(key)),
    views: () => call<{ views: CalendarView[]; groups: { groupId: number; name: string }[] }>('GET', 'Labor/CalendarViews'),
    addView: (input: { name: string; plant: string; kinds: string[] }, key: string) =>
      call<CalendarView>('POST', 'Labor/CalendarViews', undefined, input, keyed(key)),
    secureView: (id: number, input: Record<string, string>, key: string) =>
      call<CalendarView>('PUT', `Labor/CalendarViews/${id}/Security`, undefined, input, keyed(key)),
    deleteView: (id: number, key: string) => call<CalendarView>('DELETE', `Labor/CalendarViews/${id}`, undefined, undefined, keyed(key)),
    jobLabor: (empId: number, date: string) => call<JobLabor>('GET', 'Labor/JobLabor', { empId: String(empId), date }),
    myJobLabor: (date: string) => call<JobLabor>('GET', 'Labor/Me/JobLabor', { date }),
    badges: (empId?: string) => call<Badge[]>('GET', 'Labor/Badges', empId ? { empId } : undefined),
    enrollBadge: (input: { empId: string; badge: string }, key: string) =>
      call<Badge>('POST', 'Labor/Badges', undefined, input, keyed(key)),
    revokeBadge: (badge: string, key: string) =>
      call<Badge>('POST', `Labor/Badges/${encodeURIComponent(badge)}/Revoke`, undefined, undefined, keyed(key)),
    clockedIn: (plant: string) => call<ClockedInRow[]>('GET', 'Labor/ClockedIn', { plant }),
    /** The time zone of each plant named (its labor rule's), so times read as the plant's clock shows them. */
    timeZones: async (plants: Iterable<string>): Promise<Record<string, string>> =>
      Object.fromEntries(
        await Promise.all(
          [...new Set(plants)].map(async (p) => [p, (await call<PlantLabor>('GET', `Labor/Plants/${encodeURIComponent(p)}`)).timeZone]),
        ),
      ),
  };
}

function defined(q: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
}
