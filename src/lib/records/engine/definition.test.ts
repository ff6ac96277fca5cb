import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { RECORD_TYPES } from '@/lib/records/types/index';
import { defineRecordType } from './definition';

const l = (en: string, es: string) => ({ en, es });
const base = {
  type: 'Probe',
  app: '/Downtime',
  title: l('Probe', 'Prueba'),
  pages: { '/Downtime': 'list' as const },
  fields: [{ name: 'subject' as const, kind: 'text' as const, label: l('Subject', 'Asunto') }],
  states: [{ name: 'open', label: l('Open', 'Abierta') }],
  initial: 'open',
  transitions: [],
};

describe('a record type’s definition', () => {
  it('names only its own fields: a typo is a compile error, and at start one message names the type and the field', () => {
    expect(() =>
      defineRecordType({
        ...base,
        titleField: 'subject',
        // @ts-expect-error 'subjet' is not one of the type's fields
        sections: [{ name: 'main', label: l('Main', 'Principal'), fields: ['subjet'] }],
        columns: ['id', 'subject'],
      }),
    ).toThrow('Record type Probe: section main shows unknown field subjet');
    expect(() =>
      // @ts-expect-error the title field must be one of the type's fields
      defineRecordType({ ...base, titleField: 'nme', sections: [], columns: [] }),
    ).toThrow('Record type Probe: title field nme is not a field');
  });

  it('derives its record and new-record addresses from its pages, written once', () => {
    const def = defineRecordType({ ...base, titleField: 'subject', sections: [], columns: ['id'] });
    expect([def.detailPath, def.newPath]).toEqual(['/Downtime?id={id}', '/Downtime?new=1']);
    const withPages = RECORD_TYPES.find((t) => t.type === 'CorrectiveAction')!;
    expect([withPages.detailPath, withPages.newPath]).toEqual([
      '/CorrectiveActions/indexPage/{id}',
      '/CorrectiveActions/components/newCorrectiveAction',
    ]);
  });

  it('serves only routes of the table: every page a definition names is a row of src/lib/routes', () => {
    const missing = RECORD_TYPES.flatMap((def) => Object.keys(def.pages).filter((path) => !ROUTES.some((r) => r.path === path)));
    expect(missing).toEqual([]);
  });
});
