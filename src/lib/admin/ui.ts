/** Tailwind classes shared by the administration screens, so every form and table looks the same. */
export const UI = {
  card: 'rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
  button:
    'inline-flex items-center gap-1.5 rounded-md bg-primary px-3 py-2 text-sm font-medium text-white shadow-sm hover:bg-primary-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 dark:bg-primary-light dark:text-slate-950 dark:hover:bg-sky-300',
  secondary:
    'inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  danger:
    'inline-flex items-center gap-1.5 rounded-md bg-red-700 px-3 py-2 text-sm font-medium text-white hover:bg-red-800 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400',
  smallLink: 'font-medium text-primary underline-offset-2 hover:underline dark:text-sky-300',
  dangerLink: 'font-medium text-red-700 underline-offset-2 hover:underline dark:text-red-300',
  input:
    'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-primary focus:outline-none focus:ring-2 focus:ring-sky-500 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100',
  label: 'block text-sm font-medium text-slate-800 dark:text-slate-200',
  hint: 'mt-1 text-xs text-slate-600 dark:text-slate-400',
  table: 'w-full border-collapse text-left text-sm',
  caption: 'px-4 py-3 text-left text-sm font-semibold text-slate-700 dark:text-slate-200',
  th: 'border-b border-slate-200 bg-slate-50 px-4 py-2 font-semibold text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200',
  td: 'border-b border-slate-100 px-4 py-2 align-top dark:border-slate-800',
  badge: 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium',
  direct: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  viaGroup: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
} as const;
