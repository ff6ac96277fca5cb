import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { NAMESPACES, RESOURCES, translator } from '@/lib/i18n';

const en = RESOURCES.en;
const es = RESOURCES.es;

type Tree = { [key: string]: string | Tree };

/** Every key path of a translation file, plural forms ('_one', '_other') kept as written. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('translations', () => {
  it('are one namespace per feature: every file in public/locales is registered, in both languages', () => {
    for (const lang of ['en', 'es'] as const) {
      const files = readdirSync(`public/locales/${lang}`).filter((f) => f.endsWith('.json') && f !== 'labels.json');
      expect(files.map((f) => f.replace(/\.json$/, '')).sort(), lang).toEqual(Object.keys(NAMESPACES[lang]).sort());
    }
  });

  it("resolve a feature's key in its own namespace and a shell key in the default one, in Spanish too", () => {
    const t = translator('es');
    expect(t('materials.issue.title')).toBe(NAMESPACES.es.materials.issue.title);
    expect(t('admin.nav.label')).toBe(NAMESPACES.es.admin.nav.label);
    expect(t('shell.devBanner')).toBe(NAMESPACES.es.translation.shell.devBanner);
    expect(t('materials.issue.title')).not.toBe(NAMESPACES.en.materials.issue.title);
  });

  it('have every English key in Spanish and every Spanish key in English', () => {
    const english = keys(en as Tree);
    const spanish = keys(es as Tree);
    expect(english.filter((key) => !spanish.includes(key))).toEqual([]);
    expect(spanish.filter((key) => !english.includes(key))).toEqual([]);
  });

  it("give every plural both '_one' and '_other'", () => {
    for (const all of [keys(en as Tree), keys(es as Tree)]) {
      for (const key of all.filter((k) => /_(one|other)$/.test(k))) {
        const stem = key.replace(/_(one|other)$/, '');
        expect(all, stem).toContain(`${stem}_one`);
        expect(all, stem).toContain(`${stem}_other`);
      }
    }
  });

  it('leave no text empty', () => {
    for (const [lang, tree] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const empty = keys(tree as Tree).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, lang).toEqual([]);
    }
  });

  it("keep the spec's exact English texts", () => {
    expect(en.errors.notFoundRoute).toBe('This page could not be found');
    expect(en.errors.notFound).toBe('404 Not Found');
    expect(en.errors.generic).toBe('An error occurred');
    expect(en.errors.errorPageFailed).toBe('An error occurred while showing the error page');
    expect(en.errors.homePage).toBe('Home page');
    expect(en.errors.goBackHome).toBe('Go back to home');
    expect(en.shell.devBanner).toBe('DEVELOPMENT ENVIRONMENT');
    expect(en.home.title).toBe('Apps');
  });
});
