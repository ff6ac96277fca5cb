import { defineRecordType } from '@/lib/records/engine/definition';
import { labelsOf } from '@/lib/records/engine/labels';

/** Its labels, in public/locales/{en,es}/recordEngine.json under `types.downtime`. */
const l = labelsOf('downtime');

/** Why a machine or a cell stopped: the words of the floor's downtime sheet. */
export const DOWNTIME_REASONS = [
  { value: 'breakdown', label: l('breakdown') },
  { value: 'changeover', label: l('changeover') },
  { value: 'noMaterial', label: l('noMaterial') },
  { value: 'noOperator', label: l('noOperator') },
  { value: 'quality', label: l('qualityHold') },
  { value: 'tooling', label: l('tooling') },
  { value: 'planned', label: l('plannedMaintenance') },
  { value: 'other', label: l('other') },
];

/** A stop of a machine or a cell: from when to when, why; its minutes are computed (rules.server.ts). */
export const downtime = defineRecordType({
  type: 'Downtime',
  app: '/Downtime',
  title: l('downtime'),
  pages: { '/Downtime': 'list' },
  titleField: 'workCenter',
  fields: [
    { name: 'workCenter', kind: 'workCenter', label: l('workCenter'), required: true, search: true },
    { name: 'startedAt', kind: 'dateTime', label: l('stoppedAt'), required: true, default: 'now' },
    { name: 'endedAt', kind: 'dateTime', label: l('runningAgainAt') },
    { name: 'minutes', kind: 'number', label: l('minutes'), computed: true, decimals: 0, unit: 'min' },
    { name: 'reason', kind: 'choice', label: l('reason'), required: true, options: DOWNTIME_REASONS },
    { name: 'notes', kind: 'longText', label: l('notes'), search: true },
  ],
  sections: [
    { name: 'stop', label: l('stop'), fields: ['workCenter', 'startedAt', 'endedAt', 'minutes'] },
    { name: 'why', label: l('why'), fields: ['reason', 'notes'] },
  ],
  states: [
    { name: 'open', label: l('open') },
    { name: 'closed', label: l('closed'), final: true },
  ],
  initial: 'open',
  transitions: [
    {
      name: 'close',
      from: ['open'],
      to: 'closed',
      label: l('runningAgain'),
      by: ['anyone'],
      requires: ['endedAt'],
    },
  ],
  columns: ['id', 'workCenter', 'reason', 'startedAt', 'minutes', 'state', 'plant'],
});
