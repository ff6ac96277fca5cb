import en from '../../../public/locales/en/notifications.json';
import es from '../../../public/locales/es/notifications.json';

/** A value given in both languages (a record type, a state, a checklist item), picked in the reader's. */
export interface LocalizedValue {
  readonly en: string;
  readonly es: string;
}

/** One value of a notification's message: the same in every language, or given in both. */
export type NotificationValue = string | number | LocalizedValue;

/**
 * What a notification says, stored as a key of `messages` in notifications.json and its values, so the
 * bell shows it in the reader's language; the stored description is its English.
 */
export interface NotificationText {
  readonly key: string;
  readonly values: Readonly<Record<string, NotificationValue>>;
}

const TEMPLATES: Record<'en' | 'es', Readonly<Record<string, string>>> = { en: en.messages, es: es.messages };

/**
 * The message in `lang` (English for a language the portal has not), or null when the key is unknown
 * (a notification written by a newer server: its description is shown instead).
 * @example notificationText({ key: 'moveCancelled', values: { id: 7, by: 'Tom Wilson', reason: 'no pallet' } }, 'es') // 'Tom Wilson canceló la solicitud de movimiento 7: no pallet'
 */
export function notificationText(message: NotificationText, lang: string): string | null {
  const language = lang === 'es' ? 'es' : 'en';
  const template = TEMPLATES[language][message.key];
  if (template === undefined) return null;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = message.values[name];
    if (value === undefined) return '';
    return typeof value === 'object' ? value[language] : String(value);
  });
}

/** Whether a message's key has words in every language (a server writes only those). */
export function isNotificationKey(key: string): boolean {
  return key in TEMPLATES.en && key in TEMPLATES.es;
}
