import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/notifications.json';
import es from '../../../public/locales/es/notifications.json';
import { isNotificationKey, notificationText } from './text';

describe('notificationText', () => {
  it('says a message in the reader language, a value given in both languages picked in it', () => {
    const message = {
      key: 'mentioned',
      values: { who: 'Tom Wilson', type: { en: 'Corrective action', es: 'Acción correctiva' }, id: 12, body: 'see D4' },
    };
    expect(notificationText(message, 'en')).toBe('Tom Wilson mentioned you on Corrective action 12: see D4');
    expect(notificationText(message, 'es')).toBe('Tom Wilson lo mencionó en Acción correctiva 12: see D4');
    // A language the portal has not reads English.
    expect(notificationText(message, 'fr')).toBe(notificationText(message, 'en'));
  });

  it('answers null for a key it has no words for (a newer server), so the description is shown', () => {
    expect(notificationText({ key: 'fromTheFuture', values: {} }, 'es')).toBeNull();
    expect(isNotificationKey('fromTheFuture')).toBe(false);
  });

  it('has every message in both languages with the same values', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(es.messages).sort()).toEqual(Object.keys(en.messages).sort());
    for (const [key, text] of Object.entries(en.messages)) {
      expect(isNotificationKey(key)).toBe(true);
      expect(names((es.messages as Record<string, string>)[key] ?? ''), key).toEqual(names(text));
    }
  });
});
