import { describe, expect, it } from 'vitest';
import { defineReport, reportProblems } from './definition';
import type { SourceShape } from './source';

const l = (en: string) => ({ en, es: en });
const stops = {
  name: 'records/Stop',
  title: l('Stops'),
  plantField: 'plant',
  fields: {
    plant: { kind: 'plant', label: l('Plant') },
    reason: { kind: 'choice', label: l('Reason'), options: [{ value: 'jam', label: l('Jam') }] },
    minutes: { kind: 'number', label: l('Minutes') },
    day: { kind: 'date', label: l('Day') },
    startedAt: { kind: 'dateTime', label: l('Started') },
  },
} as const satisfies SourceShape;

describe('a report definition', () => {
  it('is checked by the compiler against its source’s fields', () => {
    const sound = defineReport(stops, {
      name: 'StopsByReason',
      app: '/Downtime',
      title: l('Stops'),
      groupBy: [{ field: 'reason' }],
      measures: [{ name: 'minutes', fn: 'sum', field: 'minutes', label: l('Minutes') }],
    });
    expect(reportProblems(sound, stops)).toEqual([]);
    defineReport(stops, {
      name: 'Typo',
      app: '/Downtime',
      title: l('Typo'),
      // @ts-expect-error -- 'reasn' is not a field of the source: the compiler refuses it
      groupBy: [{ field: 'reasn' }],
      measures: [],
    });
  });

  it('names the report and the field of every problem', () => {
    const wrong = defineReport(stops as SourceShape, {
      name: 'StopsWrong',
      app: '/Downtime',
      title: l('Wrong'),
      dateField: 'reason',
      groupBy: [{ field: 'day', bucket: 'shift' }, { field: 'nowhere' }],
      measures: [{ name: 'total', fn: 'sum', field: 'reason', label: l('Total') }],
      sort: { by: 'size', dir: 'desc' },
      chart: { kind: 'pareto', measure: 'size' },
    });
    expect(reportProblems(wrong, stops)).toEqual([
      'Report StopsWrong: dateField reason is not a date field of records/Stop',
      'Report StopsWrong: group day by shift needs a date and time',
      'Report StopsWrong: group nowhere is not a field of records/Stop',
      'Report StopsWrong: measure total takes reason, which is not a number field of records/Stop',
      'Report StopsWrong: sort size is not a column',
      'Report StopsWrong: chart measure size is not a measure',
    ]);
  });
});
