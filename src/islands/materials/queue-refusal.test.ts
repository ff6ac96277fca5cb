import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/materials.json';
import es from '../../../public/locales/es/materials.json';
import { refusalWords } from '@/lib/outbox/outbox';
import { queueRefusalTable, queueRefusalWords } from './queue-refusal';
import type { MaterialsText } from './text';

/**
 * Every error code the queue's write can receive has words in both languages. The codes are read from
 * the source that can answer them (the move requests' own, their input schemas, and the API kit every
 * call passes: access, plant, idempotency, input, failures), so a code added there without words fails here.
 */
const SOURCES = [
  'src/lib/materials/server/moves.ts',
  'src/lib/materials/server/move-routes.ts',
  'src/lib/materials/server/access.ts',
  'src/lib/materials/move-schemas.ts',
  'src/lib/server/errors.ts',
  'src/lib/server/api/errors.ts',
  'src/lib/server/api/work-plant.ts',
  'src/lib/server/idempotency/idempotency.ts',
];
const PATTERNS = [
  // A code, or each code of a choice ("code: origin === 'string' ? 'too-long' : 'too-big'").
  /code: (?:[^,}\n]*?[?:] )?'([a-z-]+)'/g,
  /code: [^,}\n]*?\? '[a-z-]+' : '([a-z-]+)'/g,
  /InputError\.field\('[^']+', '([a-z-]+)'/g,
  /super\(message, '([a-z-]+)'/g,
  /_CODE = '([a-z-]+)'/g,
];

/** The codes written in the sources, without zod's own issue kind ('custom', which answers its params' code). */
function answerableCodes(): string[] {
  const codes = new Set<string>();
  for (const file of SOURCES) {
    const source = readFileSync(file, 'utf8');
    for (const pattern of PATTERNS) for (const [, code] of source.matchAll(pattern)) codes.add(code!);
  }
  codes.delete('custom');
  return [...codes].sort();
}

const text = (words: typeof en, lang: string) =>
  ({ ...words, numbers: {}, otherPlant: 'other plant {{plant}}', lang }) as unknown as MaterialsText;

describe('the queue says every refusal it can receive in the person’s language', () => {
  const codes = answerableCodes();

  it('reads the codes from the sources', () => {
    for (const code of [
      'move-not-found',
      'taken-by-other',
      'cancel-not-allowed',
      'bin-quantity',
      'idempotency-key-reused',
      'other-plant',
      'too-long',
    ])
      expect(codes).toContain(code);
    expect(codes.length).toBeGreaterThan(25);
  });

  it.each([
    ['en', en],
    ['es', es],
  ] as const)('has words for each in %s', (lang, words) => {
    const missing = codes.filter((code) => !queueRefusalWords(code, text(words, lang), { id: 7, max: 300, available: 20, tried: 99 }));
    expect(missing).toEqual([]);
  });

  it.each([
    ['en', en],
    ['es', es],
  ] as const)('says each in %s when a change kept offline is refused on replay, in the same words', (lang, words) => {
    const says = queueRefusalTable(text(words, lang), { id: 7, name: 'Tom Wilson' });
    const values = { max: 300, available: 20, tried: 99, plant: 'BGOHIO' };
    const unsaid = codes.filter((code) => {
      const replayed = refusalWords({ says }, { error: { name: 'Refused', code, message: 'English words', values } });
      return replayed !== queueRefusalWords(code, text(words, lang), { ...values, id: 7, name: 'Tom Wilson' });
    });
    expect(unsaid).toEqual([]);
    // A refused field's own values fill its words.
    const tooLong = {
      error: { code: 'invalid-input', message: 'x', fields: [{ path: 'reason', code: 'too-long', values: { max: 300 } }] },
    };
    expect(refusalWords({ says }, tooLong)).toBe(queueRefusalWords('too-long', text(words, lang), { max: 300 }));
  });

  it('fills a refusal with its values, in Spanish', () => {
    expect(queueRefusalWords('too-long', text(es, 'es'), { max: 300 })).toBe('El motivo es demasiado largo: 300 caracteres como máximo.');
    expect(queueRefusalWords('move-not-found', text(es, 'es'), { id: 7 })).toBe('La solicitud de movimiento 7 ya no existe.');
    expect(queueRefusalWords('never-heard-of', text(es, 'es'), {})).toBeUndefined();
  });
});
