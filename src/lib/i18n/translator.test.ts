import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, translator } from '@/lib/i18n';

describe('translator', () => {
  it('answers a plain key as i18next does, in each language, the same again from memory', () => {
    for (const lng of ['en', 'es'] as const) {
      const reference = i18next.createInstance();
      void reference.init({
        lng,
        fallbackLng: 'en',
        resources: NAMESPACES,
        ns: Object.keys(NAMESPACES.en),
        nsSeparator: '.',
        initAsync: false,
      });
      const t = translator(lng);
      for (const key of ['shell.skipToContent', 'materials.title', 'home.title', 'no.such.key']) {
        expect(t(key)).toBe(reference.t(key));
        expect(t(key)).toBe(reference.t(key));
      }
    }
    expect(translator('es')('shell.skipToContent')).not.toBe(translator('en')('shell.skipToContent'));
  });

  it('still counts and fills in values when a call passes options, the same again from memory', () => {
    const t = translator('en');
    for (let i = 0; i < 2; i += 1) {
      expect(t('home.count', { count: 1 })).toBe('1 application');
      expect(t('home.count', { count: 3 })).toBe('3 applications');
      expect(t('home.noEmployee', { username: 'ana' })).toContain('Your account ana is not linked');
      expect(t('home.noEmployee', { username: 'bo' })).toContain('Your account bo is not linked');
      expect(t('shell.drawer.close', { title: '{{title}}', interpolation: { skipOnVariables: true } })).toBe('Close {{title}}');
      expect(translator('es')('home.count', { count: 3 })).not.toBe(t('home.count', { count: 3 }));
    }
  });
});
