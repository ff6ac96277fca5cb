/**
 * Tailwind classes of the form kit, the one definition shared by the Astro components
 * (src/components/forms) and the React kit (src/islands/forms): both themes (dark: variants) and
 * finger-sized targets (44 px and more) for tablets on the shop floor.
 */
export const FORM = {
  input:
    'block min-h-[44px] w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-primary focus:outline-none focus:ring-2 focus:ring-sky-500 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-600 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400 dark:aria-[invalid=true]:ring-red-400',
  checkbox:
    'h-6 w-6 shrink-0 accent-primary focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 dark:accent-sky-400',
  checkRow: 'inline-flex min-h-[44px] cursor-pointer items-center gap-3 text-base text-slate-900 dark:text-slate-100',
  label: 'block text-sm font-semibold text-slate-800 dark:text-slate-200',
  hint: 'mt-1 text-sm text-slate-600 dark:text-slate-400',
  error: 'mt-1 text-sm font-medium text-red-700 dark:text-red-300',
  unit: 'inline-flex min-h-[44px] items-center rounded-r-md border border-l-0 border-slate-300 bg-slate-50 px-3 text-base text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200',
  button:
    'inline-flex min-h-[44px] items-center justify-center gap-1.5 rounded-md bg-primary px-4 py-2 text-base font-semibold text-white shadow-sm hover:bg-primary-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:opacity-60 dark:bg-primary-light dark:text-slate-950 dark:hover:bg-sky-300',
  secondary:
    'inline-flex min-h-[44px] items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-white px-4 py-2 text-base font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  danger:
    'inline-flex min-h-[44px] items-center justify-center gap-1.5 rounded-md bg-red-700 px-4 py-2 text-base font-semibold text-white hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:opacity-60 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400',
  smallLink:
    'inline-flex min-h-[44px] min-w-[44px] items-center font-medium text-primary underline-offset-2 hover:underline dark:text-sky-300',
  // A link in running text or a table row: its own size at a desk, 44 px high where the pointer is a finger.
  rowLink: 'inline-flex items-center gap-2 hover:underline [@media(pointer:coarse)]:min-h-[44px]',
  dangerLink: 'inline-flex min-h-[44px] items-center font-medium text-red-700 underline-offset-2 hover:underline dark:text-red-300',
  card: 'rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
  panel: 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900',
  table: 'w-full border-collapse text-left text-sm',
  caption: 'px-4 py-3 text-left text-sm font-semibold text-slate-700 dark:text-slate-200',
  th: 'border-b border-slate-200 bg-slate-50 px-4 py-2 font-semibold text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200',
  td: 'border-b border-slate-100 px-4 py-2 align-top dark:border-slate-800',
  badge: 'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium',
  alertError:
    'flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100',
  alertSuccess:
    'flex items-start gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950/60 dark:text-green-100',
  alertInfo:
    'flex items-start gap-3 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sky-950 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-100',
  confirm: 'rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/50',
} as const;

/** The kinds of alert the kit draws. */
export type AlertTone = 'error' | 'success' | 'info';

/** The classes of an alert of a tone. */
export function alertClass(tone: AlertTone): string {
  return tone === 'error' ? FORM.alertError : tone === 'success' ? FORM.alertSuccess : FORM.alertInfo;
}
