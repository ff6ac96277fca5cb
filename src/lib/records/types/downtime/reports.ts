import { l } from '@/lib/records/types/shared';
import { defineReport } from '@/lib/reports/definition';
import { recordSourceShape } from '@/lib/reports/record-source';
import { downtime } from './definition';

const stops = recordSourceShape(downtime);

/** Minutes of downtime and stops by reason, largest first: the Pareto on the Downtime page. */
export const downtimeByReason = defineReport(stops, {
  name: 'DowntimeByReason',
  app: '/Downtime',
  title: l('Downtime minutes by reason', 'Minutos de tiempo muerto por motivo'),
  dateField: 'startedAt',
  groupBy: [{ field: 'reason' }],
  measures: [
    { name: 'minutes', fn: 'sum', field: 'minutes', label: l('Minutes', 'Minutos'), decimals: 0 },
    { name: 'count', fn: 'count', label: l('Stops', 'Paros') },
  ],
  sort: { by: 'minutes', dir: 'desc' },
  chart: { kind: 'pareto', measure: 'minutes' },
});

/** The reports of the Downtime type. */
export const downtimeReports = [downtimeByReason];
