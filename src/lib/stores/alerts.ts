import { atom } from 'nanostores';

/** The kinds of alert, by colour. */
export type AlertType = 'success' | 'info' | 'warning' | 'error';

/** An alert at the top right (spec §3 'Alert'). */
export interface Alert {
  id: number;
  message: string;
  showing: boolean;
  type: AlertType;
  /** Milliseconds until it hides itself; 0 keeps it until dismissed. */
  timeout: number;
}

/** What `addAlert` takes; type and timeout have the spec's defaults. */
export interface AddAlertOptions {
  message: string;
  type?: AlertType;
  timeout?: number;
}

/** Alert default timeout: 10000 ms (spec §9). */
export const ALERT_TIMEOUT = 10_000;
const ALERT_TYPES: readonly AlertType[] = ['success', 'info', 'warning', 'error'];

/** The alerts being shown, oldest first. */
export const $alerts = atom<Alert[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows an alert (type 'success' and 10 s unless told otherwise) and returns its id. */
export function addAlert({ message, type = 'success', timeout = ALERT_TIMEOUT }: AddAlertOptions): number {
  const id = nextId++;
  const alert: Alert = { id, message, showing: true, type: ALERT_TYPES.includes(type) ? type : 'success', timeout };
  $alerts.set([...$alerts.get(), alert]);
  if (timeout > 0)
    timers.set(
      id,
      setTimeout(() => dismissAlert(id), timeout),
    );
  return id;
}

/** Hides an alert now. */
export function dismissAlert(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  $alerts.set($alerts.get().filter((alert) => alert.id !== id));
}
