import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { FLASH_COOKIE, parseFlash } from '@/lib/shell/flash-cookie';
import { $alerts, addAlert, dismissAlert, type AddAlertOptions, type AlertType } from '@/lib/stores/alerts';
import { SvgIcon } from './SvgIcon';

/** Props of `AlertHost`. */
export interface AlertHostProps {
  /** Alerts the page asks for as it renders; the server's redirects use the one-time 'flash' cookie instead. */
  initial: AddAlertOptions[];
  labels: { region: string; dismiss: string };
  closeIcon: string;
}

const STYLES: Record<AlertType, string> = {
  success: 'bg-green-700 text-white',
  info: 'bg-primary text-white',
  warning: 'bg-amber-400 text-black',
  error: 'bg-red-700 text-white',
};

function takeFlash(): AddAlertOptions[] {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${FLASH_COOKIE}=`))
    ?.slice(FLASH_COOKIE.length + 1);
  if (raw === undefined) return [];
  document.cookie = `${FLASH_COOKIE}=;path=/;max-age=0;samesite=lax`;
  try {
    return parseFlash(decodeURIComponent(raw));
  } catch {
    return [];
  }
}

/** The alerts at the top right (spec §2.1): added from any island with addAlert() or by the server, each dismissable. */
export function AlertHost({ initial, labels, closeIcon }: AlertHostProps) {
  const alerts = useStore($alerts);
  useEffect(() => {
    for (const alert of [...initial, ...takeFlash()]) addAlert(alert);
  }, [initial]);
  return (
    <section
      aria-label={labels.region}
      className="no-print pointer-events-none fixed right-3 top-16 z-[60] flex w-[min(24rem,calc(100vw-1.5rem))] flex-col gap-2"
    >
      <div role="status" aria-live="polite" className="contents">
        {alerts.map((alert) => (
          <div
            key={alert.id}
            data-testid="alert"
            data-type={alert.type}
            className={`pointer-events-auto flex items-start gap-2 rounded-md p-3 shadow-lg ${STYLES[alert.type]}`}
          >
            <p className="flex-1 text-sm">{alert.message}</p>
            <button
              type="button"
              aria-label={labels.dismiss}
              title={labels.dismiss}
              onClick={() => dismissAlert(alert.id)}
              className="rounded p-0.5 hover:bg-black/20"
            >
              <SvgIcon path={closeIcon} size={18} />
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
