import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { checkStep, parseQuantity, refusalOf, type Entry } from './entry';
import type { JobDetail } from './schemas';

const material = {
  mtlSeq: 10,
  partNum: 'P',
  description: '',
  uom: 'EA',
  stockedByLength: false,
  requiredQty: 10,
  issuedQty: 0,
  backflush: false,
  issuedComplete: false,
  oprSeq: 10,
  warehouseCode: 'STORES',
  binNum: 'A-01-1',
};
const assembly = { assemblySeq: 0, partNum: 'CYL', description: '', operations: [], materials: [material] };
const job: JobDetail = {
  jobNum: '1',
  partNum: 'CYL',
  description: '',
  plant: 'BGOHIO',
  quantity: 1,
  status: 'in progress',
  dueDate: '2026-01-01',
  lineDownDate: null,
  jobType: 'production',
  kitted: false,
  rework: false,
  assemblies: [assembly],
};
const full: Entry = { group: 'SAW', job, assembly, material, bin: { warehouseCode: 'STORES', binNum: 'A-01-1' }, quantity: '2' };

describe('Issue Material order of entry (spec §5)', () => {
  it('names the check that stops each step', () => {
    expect(checkStep('job', { ...full, group: '' })).toBe('noGroup');
    expect(checkStep('assembly', { ...full, job: null })).toBe('noJob');
    expect(checkStep('material', { ...full, assembly: null })).toBe('noAssembly');
    expect(checkStep('bin', { ...full, material: null })).toBe('noMaterial');
    expect(checkStep('bin', { ...full, job: { ...job, status: 'complete' } })).toBe('noMaterial');
    expect(checkStep('bin', { ...full, material: { ...material, backflush: true } })).toBe('backflush');
    expect(checkStep('submit', { ...full, bin: null })).toBe('noBin');
    expect(checkStep('submit', { ...full, quantity: '0' })).toBe('quantity');
    expect(checkStep('submit', full)).toBeNull();
  });

  it('reads quantities above zero with at most 4 decimals, a comma as the point', () => {
    expect(parseQuantity('2,5')).toBe(2.5);
    expect(parseQuantity('1.2345')).toBe(1.2345);
    expect(parseQuantity('1.23456')).toBeNull();
    expect(parseQuantity('-1')).toBeNull();
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('abc')).toBeNull();
  });

  it("places the API's refusals by field and translates them by code", () => {
    const bin = new ApiError(400, 'MaterialIssues', 'Bin only has ...', {
      code: 'bin-quantity',
      fields: [{ field: 'quantity', code: 'bin-quantity', message: 'x' }],
      body: { available: 3, tried: 6 },
    });
    expect(refusalOf(bin)).toEqual({ field: 'quantity', key: 'binQty', vars: { available: '3', tried: '6' } });
    expect(
      refusalOf(new ApiError(403, 'MaterialIssues', 'You are not authorized to do so.', { code: 'over-issue-not-allowed' })),
    ).toMatchObject({ field: 'form', key: 'notAuthorized' });
    expect(
      refusalOf(
        new ApiError(400, 'MaterialIssues', 'x', { code: 'backflushed', fields: [{ field: 'mtlSeq', code: 'backflushed', message: 'x' }] }),
      ),
    ).toMatchObject({ field: 'mtlSeq', key: 'backflush' });
    expect(refusalOf(new ApiError(500, 'MaterialIssues', 'x'))).toMatchObject({ key: 'failed' });
  });
});
