import { FORM } from '@/lib/forms/classes';

/**
 * The crib's and the stores' controls sized for gloved hands on a tablet: 56 px targets and larger
 * text, on the form kit's own classes.
 */
export const GLOVE = {
  button: `${FORM.button} min-h-[56px] px-6 text-lg`,
  secondary: `${FORM.secondary} min-h-[56px] px-6 text-lg`,
  danger: `${FORM.danger} min-h-[56px] px-5 text-lg`,
  /** On a field's wrapper: its input or select 56 px high. */
  field: '[&_input]:min-h-[56px] [&_input]:text-lg [&_select]:min-h-[56px] [&_select]:text-lg',
  tab: 'inline-flex min-h-[56px] items-center gap-2 rounded-md px-4 text-base font-semibold',
} as const;
