import { describe, expect, it } from 'vitest';
import { LABELS_RESOURCES } from './i18n';
import { LABEL_FORMS } from './index';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));

describe('the labels namespace', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    const en = keys(LABELS_RESOURCES.en as Tree);
    expect(keys(LABELS_RESOURCES.es as Tree).sort()).toEqual([...en].sort());
    for (const lang of ['en', 'es'] as const) {
      const tree = LABELS_RESOURCES[lang] as Tree;
      const empty = keys(tree).filter(
        (key) => String(key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree)).trim() === '',
      );
      expect(empty, lang).toEqual([]);
    }
  });

  it('names every field of every form in both languages', () => {
    for (const form of Object.values(LABEL_FORMS)) {
      for (const f of form.fields) {
        expect(LABELS_RESOURCES.en.fields, f.name).toHaveProperty(f.name);
        expect(LABELS_RESOURCES.es.fields, f.name).toHaveProperty(f.name);
      }
    }
  });
});
