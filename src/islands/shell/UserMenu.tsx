import { useEffect, useState } from 'react';
import { useDisclosure } from '@/lib/browser/use-disclosure';
import { SvgIcon } from './SvgIcon';
import { ThemeSwitch, type ThemeSwitchProps } from './ThemeSwitch';

/** The signed-in user as the menu shows them; null when signed out. */
export interface UserMenuUser {
  name: string;
  username: string;
  empID: number | null;
}

/** Props of `UserMenu`. */
export interface UserMenuProps {
  user: UserMenuUser | null;
  lang: string;
  /** Today's date as the server rendered it; the browser refreshes it. */
  today: string;
  showDev: boolean;
  showAdmin: boolean;
  theme: Omit<ThemeSwitchProps, 'variant' | 'label'>;
  icons: { account: string; dev: string; admin: string; logout: string; login: string; itTicket: string };
  labels: {
    open: string;
    name: string;
    signedInUser: string;
    employeeId: string;
    today: string;
    theme: string;
    dev: string;
    admin: string;
    logout: string;
    login: string;
    itTicket: string;
    itTicketHint: string;
  };
}

const entryClass = 'flex w-full items-center gap-2 rounded px-2 py-1.5 text-left hover:bg-slate-100 dark:hover:bg-slate-700';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between gap-3 text-sm">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="truncate text-right font-medium" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The user menu (spec §2.1): name, signed-in user, employee ID, today's date, the light/dark
 * toggle, Dev (development only), Admin (Apps_Security only), and Logout; Login shows instead
 * of Logout when nobody is signed in.
 */
export function UserMenu({ user, lang, today, showDev, showAdmin, theme, icons, labels }: UserMenuProps) {
  const { open, rootRef, buttonProps, panelProps } = useDisclosure();
  const [date, setDate] = useState(today);
  useEffect(() => {
    if (open) setDate(new Intl.DateTimeFormat(lang, { dateStyle: 'full' }).format(new Date()));
  }, [open, lang]);
  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        aria-label={labels.open}
        title={labels.open}
        className="rounded-full p-1.5 hover:bg-white/15"
        data-testid="user-menu-button"
      >
        <SvgIcon path={icons.account} size={26} />
      </button>
      <div
        {...panelProps}
        data-testid="user-menu"
        className="absolute right-0 z-50 mt-2 max-h-dropdown w-72 max-w-[calc(100vw-1rem)] overflow-auto rounded-lg bg-white p-3 text-slate-900 shadow-xl ring-1 ring-black/10 dark:bg-slate-800 dark:text-slate-100 dark:ring-white/10"
      >
        {user && (
          <dl className="space-y-1 border-b border-slate-200 pb-2 dark:border-slate-700">
            <Fact label={labels.name} value={user.name} testId="user-name" />
            <Fact label={labels.signedInUser} value={user.username} testId="user-username" />
            <Fact label={labels.employeeId} value={user.empID === null ? '—' : String(user.empID)} testId="user-empid" />
            <Fact label={labels.today} value={date} testId="user-today" />
          </dl>
        )}
        <ul className="mt-2 space-y-0.5">
          <li>
            <ThemeSwitch {...theme} label={labels.theme} variant="row" />
          </li>
          <li className="sm:hidden">
            {/* Below 640 px the top bar has no room for the IT ticket link: it is here. */}
            <a
              href="/itticket"
              target="_blank"
              rel="noopener"
              title={labels.itTicketHint}
              className={entryClass}
              data-no-prefetch
              data-testid="it-ticket-menu"
            >
              <SvgIcon path={icons.itTicket} />
              {labels.itTicket}
            </a>
          </li>
          {showDev && (
            <li>
              <a href="/dev" className={entryClass}>
                <SvgIcon path={icons.dev} />
                {labels.dev}
              </a>
            </li>
          )}
          {showAdmin && (
            <li>
              <a href="/Admin/applications" className={entryClass}>
                <SvgIcon path={icons.admin} />
                {labels.admin}
              </a>
            </li>
          )}
          <li className="border-t border-slate-200 pt-1 dark:border-slate-700">
            {user ? (
              <form method="post" action="/logout">
                <button type="submit" className={entryClass}>
                  <SvgIcon path={icons.logout} />
                  {labels.logout}
                </button>
              </form>
            ) : (
              <a href="/login" className={entryClass}>
                <SvgIcon path={icons.login} />
                {labels.login}
              </a>
            )}
          </li>
        </ul>
      </div>
    </div>
  );
}
