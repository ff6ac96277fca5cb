import { serializeProps } from 'astro/runtime/server/serialize.js';
import { shorthash } from 'astro/runtime/server/shorthash.js';
import { escapeHTML as astroEscape } from 'astro/runtime/server/escape.js';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@/lib/i18n';
import { constantPer, constantProp, hashInLetters, hashOnFrom, islandHash, isConstantProp, serializeIslandProps } from './island-props';
import { oneByteHtml } from './one-byte-html';

// Astro's own serializer, escape and hash (unchanged in tests: the build changes them), to compare with.
const META = { displayName: 'IssueMaterial', astroStaticSlot: true } as const;
const convert = (value: unknown) => (JSON.parse(serializeProps({ x: value }, META)) as { x: unknown }).x;
const escapeHTML = (text: string) => oneByteHtml(String(astroEscape(text)));
describe('island props serialized as Astro does, constants once', () => {
  const texts = constantProp({
    title: 'Issue Material',
    quote: 'He said "stop" & <left>',
    es: '¿Año? «Válvula» … ’ 🔧',
    nested: { list: ['a', 1, null, true, { deep: 'x' }], when: new Date('2026-11-27T10:00:00Z'), none: undefined },
  });
  const cases: Record<string, unknown>[] = [
    { text: texts, initialPlant: 'SPIRITLA', lang: 'en', me: { username: 'slmnguyen@example.com', supervisor: false } },
    { text: RESOURCES.es.materials, start: { job: '219604-1', qty: 2.5, tags: new Set(['a']), at: new Map([['k', 1]]) } },
    { plain: 'only "small" values', n: -0, big: 1e21, inf: Infinity, re: /a+b/ },
    {},
  ];

  it('writes the JSON, the escaped attribute and the hash Astro writes, character for character', () => {
    for (const props of cases) {
      for (let round = 0; round < 2; round++) {
        const serialized = serializeIslandProps(props, convert, escapeHTML);
        const json = serializeProps(props, META);
        expect(serialized.json).toBe(json);
        expect(serialized.escaped).toBe(escapeHTML(json));
        expect(serialized.hash).toBe(hashOnFrom(0, json));
        const before = '<!--default:/work/main/src/islands/materials/IssueMaterial.tsx-->\n<div class="p-4">Cargando…</div>\n';
        expect(hashInLetters(islandHash(before, serialized))).toBe(shorthash(before + json));
      }
    }
  });

  it('serializes a constant once: the same text for it on every render, not a new one', () => {
    const first = serializeIslandProps({ text: texts, lang: 'en' }, convert, escapeHTML);
    let converted = 0;
    const counting = (value: unknown) => {
      converted += 1;
      return convert(value);
    };
    const again = serializeIslandProps({ text: texts, lang: 'es' }, counting, escapeHTML);
    expect(converted).toBe(1); // the language, not the texts
    expect(again.json).toBe(first.json.replace('"lang":[0,"en"]', '"lang":[0,"es"]'));
  });

  it('freezes a constant and all it holds, so a kept text cannot go stale', () => {
    expect(isConstantProp(texts)).toBe(true);
    expect(isConstantProp(texts.nested.list)).toBe(true);
    expect(isConstantProp(RESOURCES.en.spc)).toBe(true);
    expect(isConstantProp({ ...texts })).toBe(false);
    expect(() => {
      (texts.nested.list as unknown[]).push('more');
    }).toThrow(TypeError);
    expect(Object.isFrozen(RESOURCES.en.materials)).toBe(true);
  });

  it('makes a constant once per key, on first use', () => {
    let made = 0;
    const textsOf = constantPer((lang: string) => {
      made += 1;
      return { lang, words: ['a', 'b'] };
    });
    expect(textsOf('es')).toBe(textsOf('es'));
    expect(textsOf('en')).not.toBe(textsOf('es'));
    expect(made).toBe(2);
    expect(isConstantProp(textsOf('es').words)).toBe(true);
  });

  it('carries a hash on through a text as Astro hashes the whole', () => {
    const text = 'abc…\u{1F527}"<>&' + 'x'.repeat(5000);
    for (const cut of [0, 1, 4, 2000, text.length]) {
      expect(hashOnFrom(hashOnFrom(0, text.slice(0, cut)), text.slice(cut))).toBe(hashOnFrom(0, text));
    }
    expect(hashInLetters(hashOnFrom(0, text))).toBe(shorthash(text));
    expect(hashInLetters(hashOnFrom(0, ''))).toBe(shorthash(''));
  });
});
