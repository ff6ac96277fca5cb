import { dateFormat } from '@/lib/i18n/date-format';

/** A description longer than this is cut in the list and shown whole in a tooltip (spec §9). */
export const NOTIFICATION_DESCRIPTION_MAX = 31;

/**
 * The description as the list shows it: cut after 31 characters with an ellipsis, or null when it fits.
 * @example shortDescription('Corrective action 77 was assigned to you by Quality') // 'Corrective action 77 was assign…'
 * @example shortDescription('New QA alert') // null
 */
export function shortDescription(text: string, max = NOTIFICATION_DESCRIPTION_MAX): string | null {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : null;
}

/** Templates of the relative day words, with '{{time}}' where the time goes. */
export interface DateLabelTemplates {
  today: string;
  yesterday: string;
}

/**
 * When a notification was sent, in the reader's language and time zone: 'Today 9:14 AM', 'Ayer 17:02',
 * 'Mar 3, 8:00 AM' this year, else 'Mar 3, 2024'.
 * @example notificationDateLabel('2025-03-03T08:00:00', 'en', new Date('2025-03-03T12:00:00'), { today: 'Today {{time}}', yesterday: 'Yesterday {{time}}' }) // 'Today 8:00 AM'
 */
export function notificationDateLabel(iso: string, lang: string, now: Date, templates: DateLabelTemplates): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = dateFormat(lang, { hour: 'numeric', minute: '2-digit' }).format(date);
  const days = dayNumber(now) - dayNumber(date);
  if (days === 0) return templates.today.replace('{{time}}', time);
  if (days === 1) return templates.yesterday.replace('{{time}}', time);
  if (date.getFullYear() === now.getFullYear()) {
    return dateFormat(lang, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date);
  }
  return dateFormat(lang, { dateStyle: 'medium' }).format(date);
}

/** The whole date and time, for the `title` of the short label. */
export function notificationDateTitle(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(lang, { dateStyle: 'full', timeStyle: 'short' }).format(date);
}

/** Local calendar day count, so 'today' and 'yesterday' follow the reader's midnight. */
function dayNumber(date: Date): number {
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
}
