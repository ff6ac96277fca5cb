import { describe, expect, it } from 'vitest';
import { fillLabelValues, type PlantDataSource } from './fill';
import { labelForm } from './index';

const JOB = {
  partNum: 'CYL-3020-48',
  description: 'CYLINDER 3.0 BORE 20 STROKE',
  quantity: 25,
  dueDate: '2026-12-04T00:00:00Z',
  lineDownDate: null,
  operations: [
    { oprSeq: 10, resourceGroup: 'SAW', workCenter: 'SAW-01' },
    { oprSeq: 20, resourceGroup: 'WELD', workCenter: '' },
  ],
};

/** Plant data that knows one job and one part, as the materials calls would answer. */
const known: PlantDataSource = {
  job: async (jobNum) => (jobNum === '118204' ? JOB : null),
  part: async (partNum) => (partNum === 'CYL-3020-48' ? { description: 'CYLINDER 3020 48', uom: 'EA' } : null),
  bin: async () => null,
};

describe('filling a label from the plant data', () => {
  it('fills empty fields from the job, then from its part; typed values stay', async () => {
    const form = labelForm('sheldonRouting');
    if (!form) throw new Error('sheldonRouting');
    const filled = await fillLabelValues(form, { jobNum: '118204', quantity: '30' }, known);
    expect(filled).toMatchObject({
      partNum: 'CYL-3020-48',
      description: 'CYLINDER 3.0 BORE 20 STROKE',
      quantity: '30',
      dueDate: '2026-12-04',
      lineDownDate: '',
      operations: '10 SAW SAW-01\n20 WELD',
    });
  });

  it('leaves fields for the user when the data is unknown', async () => {
    const form = labelForm('partTag');
    if (!form) throw new Error('partTag');
    const filled = await fillLabelValues(form, { jobNum: '999999', partNum: '', description: '' }, known);
    expect(filled['partNum']).toBe('');
    expect(filled['description']).toBe('');
  });
});
