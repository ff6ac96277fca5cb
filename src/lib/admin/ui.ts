import { FORM } from '@/lib/forms/classes';

/** Tailwind classes of the administration screens: the form kit's (src/lib/forms/classes.ts) and the access sources' badges. */
export const UI = {
  ...FORM,
  direct: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  viaGroup: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
} as const;
