/**
 * How long after its own time a punch may reach the server before the day is flagged for its supervisor.
 * A punch sent live is recorded at the server's clock; only one kept on a device (the outbox's replay, with
 * its key and Made-At) keeps an earlier time. The outbox sends a kept punch within 15 to 30 s of the network
 * coming back, so a Wi-Fi roam or an access point restarting (a minute or two) stays well inside ten
 * minutes and flags nothing; a claim that a punch was made earlier than that, which moves paid time or
 * lateness by more than ten minutes, waits for a supervisor to look at it before the day is approved.
 */
export const SENT_LATE_MINUTES = 10;

/** A punch as the flag needs it. */
interface ArrivedPunch {
  id: number;
  madeAt: string;
  receivedAt: string;
  source: string;
}

/** The ids of a day's punches that arrived more than SENT_LATE_MINUTES after they say they were made (a supervisor's fix is no claim). */
export function sentLatePunches(punches: readonly ArrivedPunch[]): number[] {
  return punches
    .filter((p) => p.source !== 'supervisor' && Date.parse(p.receivedAt) - Date.parse(p.madeAt) > SENT_LATE_MINUTES * 60_000)
    .map((p) => p.id);
}
