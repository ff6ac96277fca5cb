import { defineRecordType } from '@/lib/records/engine/definition';
import { DEVIATION_FIELDS, DEVIATION_STATES, DEVIATION_TRANSITIONS, l } from '@/lib/records/types/shared';

/** A temporary deviation from a material specification, approved by quality and engineering until it expires. */
export const materialDeviation = defineRecordType({
  type: 'MaterialDeviation',
  app: '/MaterialDeviations',
  title: l('Material deviation', 'Desviación de material'),
  rights: { Deviations_Quality: 'Approve deviations for quality', Deviations_Engineering: 'Approve deviations for engineering' },
  pages: {
    '/MaterialDeviations': 'list',
    '/MaterialDeviations/:detail': 'record',
    '/MaterialDeviations/newRequest': 'new',
  },
  titleField: 'subject',
  fields: DEVIATION_FIELDS,
  sections: [{ name: 'newRequest', label: l('Deviation', 'Desviación'), fields: DEVIATION_FIELDS.map((f) => f.name) }],
  states: DEVIATION_STATES,
  initial: 'requested',
  transitions: DEVIATION_TRANSITIONS,
  expiryField: 'expiresOn',
  columns: ['id', 'subject', 'state', 'plant', 'partNum', 'expiresOn'],
});

/** A temporary deviation from a process (a routing, a parameter), approved by quality and engineering until it expires. */
export const processDeviation = defineRecordType({
  type: 'ProcessDeviation',
  app: '/ProcessDeviations',
  title: l('Process deviation', 'Desviación de proceso'),
  pages: { '/ProcessDeviations': 'list', '/ProcessDeviations/:detail': 'record' },
  titleField: 'subject',
  fields: DEVIATION_FIELDS,
  sections: [{ name: 'deviation', label: l('Deviation', 'Desviación'), fields: DEVIATION_FIELDS.map((f) => f.name) }],
  states: DEVIATION_STATES,
  initial: 'requested',
  transitions: DEVIATION_TRANSITIONS,
  expiryField: 'expiresOn',
  columns: ['id', 'subject', 'state', 'plant', 'partNum', 'expiresOn'],
});
