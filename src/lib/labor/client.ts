import { apiCall, newIdempotencyKey } from '@/lib/browser/api-client';
import type { PunchKind } from './hours';
import type { ClockedInRow, FixInput, KioskEmployee, KioskPunch, KioskWho, LaborDay, PunchAnswer, Absence } from './schemas';

export { newIdempotencyKey };

/** What GET /v1/Labor/Me answers. */
export interface LaborMe {
  empId: number;
  name: string;
  plant: string;
  status: 'in' | 'lunch' | 'out';
  current: LaborDay | null;
  history: LaborDay[];
  absences: Absence[];
}

/** The labor calls of the islands, typed by the shared contract, through the islands' one client `apiCall`. */
export const laborApi = {
  me: () => apiCall<LaborMe>('GET', 'Labor/Me'),
  punch: (kind: PunchKind, key: string) => apiCall<PunchAnswer>('POST', 'Labor/Punches', { body: { kind }, idempotencyKey: key }),
  clockedIn: (plant: string, department?: string) => apiCall<ClockedInRow[]>('GET', 'Labor/ClockedIn', { query: { plant, department } }),
  days: (plant: string, status: 'open' | 'approved', from?: string) =>
    apiCall<LaborDay[]>('GET', 'Labor/Days', { query: { plant, status, from } }),
  fix: (empId: number, workDate: string, input: FixInput, key: string) =>
    apiCall<LaborDay>('POST', `Labor/Days/${empId}/${workDate}/Punches`, { body: input, idempotencyKey: key }),
  approve: (days: { empId: number; workDate: string }[], key: string) =>
    apiCall<LaborDay[]>('POST', 'Labor/Approvals', { body: { days }, idempotencyKey: key }),
  unlockPin: (empId: number, key: string) =>
    apiCall<{ empId: number; unlocked: true }>('POST', `Labor/Employees/${empId}/PinUnlock`, { idempotencyKey: key }),
  kioskEmployee: (body: KioskWho) => apiCall<KioskEmployee>('POST', 'Labor/Kiosk/Employees', { body }),
  kioskPunch: (body: KioskPunch, key: string) => apiCall<PunchAnswer>('POST', 'Labor/Kiosk/Punches', { body, idempotencyKey: key }),
};

/** The server-sent events of a plant's punches, through the portal. */
export const LABOR_STREAM_URL = '/api/v1/Labor/stream';

/** Calls `onChange` on each punch of the plant (and when the stream opens); answers the function that stops it. */
export function watchPunches(plant: string, onChange: () => void, onLive: (live: boolean) => void = () => {}): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = 1000;
  const connect = (): void => {
    source?.close();
    if (stopped) return;
    const current = new EventSource(`${LABOR_STREAM_URL}?plant=${encodeURIComponent(plant)}`);
    source = current;
    current.addEventListener('open', () => {
      delay = 1000;
      onLive(true);
      onChange();
    });
    current.addEventListener('punch', onChange);
    current.addEventListener('resync', onChange);
    current.addEventListener('error', () => {
      onLive(false);
      if (current.readyState !== EventSource.CLOSED) return;
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 60_000);
    });
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
