/**
 * A board's live parts without React (a wall board loads no UI framework): the header clock,
 * ticking every second, and the alerts at the top right (server flash alerts and addAlert() calls),
 * drawn into the layout's server-rendered host. Loaded by the dashboard layout.
 */
import { parseFlash, FLASH_COOKIE } from '@/lib/shell/flash-cookie';
import { $alerts, addAlert, dismissAlert, type Alert, type AlertType } from '@/lib/stores/alerts';

/** Header clock refresh: every second (spec §4, §9). */
const CLOCK_INTERVAL = 1000;

const STYLES: Record<AlertType, string> = {
  success: 'bg-green-700 text-white',
  info: 'bg-primary text-white',
  warning: 'bg-amber-400 text-black',
  error: 'bg-red-700 text-white',
};

function startClock(): void {
  const time = document.querySelector<HTMLTimeElement>('time[data-board-clock]');
  if (!time) return;
  const format = new Intl.DateTimeFormat(time.dataset['lang'] ?? 'en', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: time.dataset['zone'],
  });
  const tick = (): void => {
    time.textContent = format.format(new Date());
  };
  tick();
  setInterval(tick, CLOCK_INTERVAL);
}

function takeFlash(): void {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${FLASH_COOKIE}=`))
    ?.slice(FLASH_COOKIE.length + 1);
  if (raw === undefined) return;
  document.cookie = `${FLASH_COOKIE}=;path=/;max-age=0;samesite=lax`;
  try {
    for (const alert of parseFlash(decodeURIComponent(raw))) addAlert(alert);
  } catch {
    // A malformed flash cookie shows nothing.
  }
}

function alertElement(alert: Alert, dismiss: string, closeIcon: string): HTMLElement {
  const box = document.createElement('div');
  box.dataset['testid'] = 'alert';
  box.dataset['type'] = alert.type;
  box.className = `pointer-events-auto flex items-start gap-2 rounded-md p-3 shadow-lg ${STYLES[alert.type]}`;
  const text = document.createElement('p');
  text.className = 'flex-1 text-sm';
  text.textContent = alert.message;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'rounded p-0.5 hover:bg-black/20';
  button.setAttribute('aria-label', dismiss);
  button.title = dismiss;
  button.innerHTML = `<svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true" focusable="false"><path d="${closeIcon.replace(/[^\d.MmLlHhVvCcSsQqTtAaZz\s,-]/g, '')}"/></svg>`;
  button.addEventListener('click', () => dismissAlert(alert.id));
  box.append(text, button);
  return box;
}

function startAlerts(): void {
  const host = document.querySelector<HTMLElement>('[data-alert-host]');
  const region = host?.querySelector<HTMLElement>('[role="status"]');
  if (!host || !region) return;
  const dismiss = host.dataset['dismiss'] ?? '';
  const closeIcon = host.dataset['closeIcon'] ?? '';
  $alerts.subscribe((alerts) => region.replaceChildren(...alerts.map((alert) => alertElement(alert, dismiss, closeIcon))));
  takeFlash();
}

startClock();
startAlerts();
// Tests and people alike: the board's live parts are running.
document.querySelector('[data-testid="dashboard-header"]')?.setAttribute('data-board-ready', '');
