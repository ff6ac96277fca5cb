/**
 * A device's pairing screen in the browser: asks the portal for a code (which asks the identity
 * provider, RFC 8628), shows it with the address to approve it at, polls at the provider's interval and
 * reloads into the board once approved. A code that expires is replaced; a server that cannot be reached
 * is retried with backoff. No person touches it.
 */

/** The portal's pairing endpoint (src/pages/api/devices/pair.ts). */
export const PAIR_URL = '/api/devices/pair';

interface Started {
  userCode: string;
  verificationUri: string;
  interval: number;
}

function show(root: HTMLElement, part: string, text: string): void {
  const el = root.querySelector<HTMLElement>(`[data-pair="${part}"]`);
  if (el) el.textContent = text;
}

/** Runs the pairing screen in `root` (its texts are in its data attributes) until the page reloads. */
export function runPairing(root: HTMLElement): void {
  let retry = 1000;
  const note = (key: string) => show(root, 'status', root.dataset[key] ?? '');

  const start = async (): Promise<void> => {
    try {
      const res = await fetch(PAIR_URL, { method: 'POST' });
      if (!res.ok) throw new Error(String(res.status));
      const started = (await res.json()) as Started;
      retry = 1000;
      show(root, 'code', started.userCode);
      show(root, 'address', started.verificationUri);
      root.dataset['state'] = 'waiting';
      setTimeout(() => void poll(started.interval), started.interval * 1000);
    } catch {
      note('offline');
      retry = Math.min(retry * 2, 60_000);
      setTimeout(() => void start(), retry);
    }
  };

  const poll = async (interval: number): Promise<void> => {
    let state = 'pending';
    try {
      const res = await fetch(PAIR_URL, { cache: 'no-store' });
      state = res.ok ? ((await res.json()) as { state: string }).state : 'offline';
    } catch {
      state = 'offline';
    }
    if (state === 'approved') {
      location.reload();
      return;
    }
    if (state === 'expired' || state === 'denied') {
      note(state);
      void start();
      return;
    }
    if (state === 'offline') note('offline');
    else note('waiting');
    const next = state === 'slow_down' ? interval + 5 : interval;
    setTimeout(() => void poll(next), next * 1000);
  };

  void start();
}

const root = document.querySelector<HTMLElement>('[data-device-pairing]');
if (root) runPairing(root);
