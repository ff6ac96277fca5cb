import { defineRecordType } from '@/lib/records/engine/definition';
import { l } from '@/lib/records/types/shared';

/** Why a machine or a cell stopped: the words of the floor's downtime sheet. */
export const DOWNTIME_REASONS = [
  { value: 'breakdown', label: l('Breakdown', 'Avería') },
  { value: 'changeover', label: l('Changeover', 'Cambio de modelo') },
  { value: 'noMaterial', label: l('No material', 'Sin material') },
  { value: 'noOperator', label: l('No operator', 'Sin operador') },
  { value: 'quality', label: l('Quality hold', 'Retención de calidad') },
  { value: 'tooling', label: l('Tooling', 'Herramental') },
  { value: 'planned', label: l('Planned maintenance', 'Mantenimiento planificado') },
  { value: 'other', label: l('Other', 'Otro') },
];

/** A stop of a machine or a cell: from when to when, why; its minutes are computed (rules.server.ts). */
export const downtime = defineRecordType({
  type: 'Downtime',
  app: '/Downtime',
  title: l('Downtime', 'Tiempo muerto'),
  pages: { '/Downtime': 'list' },
  titleField: 'workCenter',
  fields: [
    { name: 'workCenter', kind: 'workCenter', label: l('Work center', 'Centro de trabajo'), required: true, search: true },
    { name: 'startedAt', kind: 'dateTime', label: l('Stopped at', 'Se detuvo a las'), required: true, default: 'now' },
    { name: 'endedAt', kind: 'dateTime', label: l('Running again at', 'Volvió a operar a las') },
    { name: 'minutes', kind: 'number', label: l('Minutes', 'Minutos'), computed: true, decimals: 0, unit: 'min' },
    { name: 'reason', kind: 'choice', label: l('Reason', 'Motivo'), required: true, options: DOWNTIME_REASONS },
    { name: 'notes', kind: 'longText', label: l('Notes', 'Notas'), search: true },
  ],
  sections: [
    { name: 'stop', label: l('Stop', 'Paro'), fields: ['workCenter', 'startedAt', 'endedAt', 'minutes'] },
    { name: 'why', label: l('Why', 'Por qué'), fields: ['reason', 'notes'] },
  ],
  states: [
    { name: 'open', label: l('Open', 'Abierto') },
    { name: 'closed', label: l('Closed', 'Cerrado'), final: true },
  ],
  initial: 'open',
  transitions: [
    {
      name: 'close',
      from: ['open'],
      to: 'closed',
      label: l('Running again', 'Volvió a operar'),
      by: ['anyone'],
      requires: ['endedAt'],
    },
  ],
  columns: ['id', 'workCenter', 'reason', 'startedAt', 'minutes', 'state', 'plant'],
});
