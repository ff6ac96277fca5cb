import { describe, expect, it } from 'vitest';
import { oneByteHtml } from './one-byte-html';

// A numeric reference as HTML reads it (the browser test one-byte-pages.spec reads real pages).
const decode = (html: string) => html.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));

describe('oneByteHtml', () => {
  it('writes each character above U+00FF as a numeric reference, one for a pair of surrogates', () => {
    expect(oneByteHtml('Loading…')).toBe('Loading&#8230;');
    expect(oneByteHtml('Nothing matches “{{query}}”. ↑ ↓ — 🔧')).toBe(
      'Nothing matches &#8220;{{query}}&#8221;. &#8593; &#8595; &#8212; &#128295;',
    );
  });

  it('leaves ASCII and Latin-1 as they are (Spanish needs no reference)', () => {
    const spanish = '¿Año? «Válvula» señal ¡Sí!';
    expect(oneByteHtml(spanish)).toBe(spanish);
    expect(oneByteHtml('<a href="/x?a=1&amp;b=2">x</a>')).toBe('<a href="/x?a=1&amp;b=2">x</a>');
    expect(oneByteHtml('')).toBe('');
  });

  it('answers what reads back as the same text', () => {
    for (const text of ['Enviando…', 'Buscando quién puede aprobarla…', '«ID: 77» – “x” → ✓ 🔧 ĉ', 'plain']) {
      expect(decode(oneByteHtml(text))).toBe(text);
    }
  });
});
