import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { formFailure } from '@/lib/forms/form-post.server';
import { translator } from '@/lib/i18n';
import { checklistInspections } from '@/lib/checklist/server/tables';
import { materialLedger } from '@/lib/plant-data/server/tables';
import { moveRequests, shortEnds } from '@/lib/materials/server/tables';
import { weldLeakEntries } from '@/lib/weldleak/server/tables';
import type { ApiAnswer, ApiHarness } from './helpers/api-harness';
import { weldLeakEntry } from './helpers/weld-leak-entry';

const MARIA = 'slmnguyen@example.com'; // Spirit Lake, no supervisor's right
const TOM = 'bgtwilson@example.com'; // Bowling Green supervisor: IssueMaterial_ReopenJob
const JORDAN = 'shjcarter@example.com';
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const key = () => ({ 'idempotency-key': randomUUID() });

const leak = weldLeakEntry('SPIRITLA', '219601', { cylinderNumber: 'IB0000001' });
const issue = { jobNum: '219601', assemblySeq: 0, mtlSeq: 20, warehouseCode: 'STORES', binNum: 'R-01' };
const stk = {
  formType: 'STK',
  plant: 'SPIRITLA',
  partNum: 'ROD-1.50-CHR',
  fromWarehouse: 'STORES',
  fromBin: 'R-01',
  toWarehouse: 'STORES',
  toBin: 'R-02',
  needBy: new Date(Date.now() + 3_600_000).toISOString(),
};

/** A refusal's field messages as a server-rendered form says them, in English and Spanish. */
function said(answer: ApiAnswer, feature: string): { en: Record<string, string>; es: Record<string, string> } {
  const { error } = answer.json;
  const refusal = new ApiError(answer.status, '/v1', error.message, { code: error.code, fields: error.fields, body: error });
  return {
    en: formFailure(refusal, translator('en'), { feature }).fields,
    es: formFailure(refusal, translator('es'), { feature }).fields,
  };
}

/** Input bounds (what cannot be true is refused at its field, nothing written), on the harness of the work plants' suite. */
export function defineInputBoundsSuite(harness: () => ApiHarness): void {
  let h: ApiHarness;
  beforeAll(() => {
    h = harness();
  });
  const rows = async () =>
    Promise.all(
      [materialLedger, moveRequests, shortEnds, weldLeakEntries, checklistInspections].map(async (table) =>
        Number((await h.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n),
      ),
    );
  const refused = (answer: ApiAnswer, field: string, code: string) => {
    expect(answer.status, JSON.stringify(answer.json)).toBe(400);
    expect(answer.json.error.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
  };

  it('refuses a quantity that would be stored rounded (1e-320 as 0, 1.123456789 as 1.1235), in en and es', async () => {
    const before = await rows();
    for (const quantity of [1e-320, 1.123456789]) {
      refused(await h.call('POST', '/v1/MaterialIssues', MARIA, { ...issue, quantity }, key()), 'quantity', 'too-many-decimals');
      refused(await h.call('POST', '/v1/MoveRequests', MARIA, { ...stk, quantity }, key()), 'quantity', 'too-many-decimals');
      const end = { jobNum: '219601', assemblySeq: 0, mtlSeq: 20, pieces: 1, lengthIn: quantity, decision: 'DISPOSE' };
      refused(await h.call('POST', '/v1/ShortEnds', MARIA, end, key()), 'lengthIn', 'too-many-decimals');
    }
    const move = await h.call('POST', '/v1/MoveRequests', MARIA, { ...stk, quantity: 1.123456789 }, key());
    expect(said(move, 'materials')).toEqual({
      en: { quantity: 'Enter at most 4 decimals.' },
      es: { quantity: 'Escriba como máximo 4 decimales.' },
    });
    expect(await rows()).toEqual(before);
  });

  it('refuses a weld leak dated 2099, a checklist dated 2099-12-31 and a move needed by 1970, in en and es', async () => {
    const before = await rows();
    const tomorrow = day(1);
    const future = await h.call('POST', '/v1/WeldLeaks', MARIA, { ...leak, date: '2099-01-01' }, key());
    refused(future, 'date', 'date-ahead');
    expect(said(future, 'weldleak')).toEqual({
      en: { date: `Enter a date no later than ${tomorrow}.` },
      es: { date: `Escriba una fecha no posterior al ${tomorrow}.` },
    });
    refused(await h.call('POST', '/v1/WeldLeaks', MARIA, { ...leak, date: '1999-01-01' }, key()), 'date', 'date-too-old');
    refused(await h.call('POST', '/v1/WeldLeaks', MARIA, { ...leak, date: '2026-02-30' }, key()), 'date', 'invalid-format');
    const checklist = { shiftDate: '2099-12-31', shift: 1, answers: [] };
    refused(await h.call('POST', '/v1/Checklists/Assets/SL-HST-01/Inspections', MARIA, checklist, key()), 'shiftDate', 'date-ahead');
    const old = { ...checklist, shiftDate: day(-8) };
    refused(await h.call('POST', '/v1/Checklists/Assets/SL-HST-01/Inspections', MARIA, old, key()), 'shiftDate', 'date-too-old');
    const other = { formType: 'OTHER', plant: 'SPIRITLA', moveType: 'Pallet', fromBin: 'X', toBin: 'X', needBy: '1970-01-01T00:00:00Z' };
    const late = await h.call('POST', '/v1/MoveRequests', MARIA, other, key());
    refused(late, 'needBy', 'need-by-past');
    expect(await rows()).toEqual(before);
  });

  it('takes no `shift: true` as shift 1, nor 2.5 or 4; "2" from a form is shift 2', async () => {
    const before = await rows();
    for (const shift of [true, 2.5, 4, '']) {
      refused(await h.call('POST', '/v1/WeldLeaks', MARIA, { ...leak, shift }, key()), 'shift', expect.any(String));
      const checklist = { shiftDate: day(0), shift, answers: [] };
      refused(await h.call('POST', '/v1/Checklists/Assets/SL-HST-01/Inspections', MARIA, checklist, key()), 'shift', expect.any(String));
    }
    const typo = await h.call('POST', '/v1/WeldLeaks', MARIA, { ...leak, shift: true }, key());
    expect(said(typo, 'weldleak').es).toEqual({ shift: 'Escriba un número de 1 a 3.' });
    expect(await rows()).toEqual(before);
    const saved = await h.call('POST', '/v1/WeldLeaks', MARIA, { ...leak, shift: '2' }, key());
    expect(saved.status, JSON.stringify(saved.json)).toBe(201);
  });

  it('puts a complete job back to not started only with a supervisor’s right; other changes stay open', async () => {
    const job = '219605';
    expect((await h.call('PATCH', `/v1/Jobs/${job}`, MARIA, { status: 'complete' })).status).toBe(200);
    const reset = await h.call('PATCH', `/v1/Jobs/${job}`, MARIA, { status: 'not started' });
    expect(reset).toMatchObject({ status: 403, json: { error: { code: 'job-reset-supervisor', values: { value: job } } } });
    expect(translator('es')('forms.errors.job-reset-supervisor', reset.json.error.values)).toBe(
      `El trabajo ${job} está completo: solo un supervisor puede devolverlo a no iniciado.`,
    );
    expect((await h.call('GET', `/v1/Jobs/${job}`, MARIA)).json.status).toBe('complete');
    expect((await h.call('PATCH', `/v1/Jobs/${job}`, MARIA, { status: 'in progress' })).status).toBe(200);
    expect((await h.call('PATCH', `/v1/Jobs/${job}`, MARIA, { status: 'not started' })).status).toBe(200);
    expect((await h.call('PATCH', '/v1/Jobs/118205', TOM, { status: 'complete' })).status).toBe(200);
    expect(await h.call('PATCH', '/v1/Jobs/118205', TOM, { status: 'not started' })).toMatchObject({
      status: 200,
      json: { status: 'not started' },
    });
    expect((await h.call('PATCH', `/v1/Jobs/${job}`, JORDAN, { status: 'complete' })).status).toBe(200);
    expect((await h.call('PATCH', `/v1/Jobs/${job}`, JORDAN, { status: 'not started' })).status).toBe(200);
  });
}
