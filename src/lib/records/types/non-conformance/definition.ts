import { defineRecordType } from '@/lib/records/engine/definition';
import { ACTION_ITEMS, DISPOSITION, l, REVIEW_STATES, reviewTransitions, TEAM } from '@/lib/records/types/shared';

/** A non-conforming job, part and quantity with its disposition, photos and action items (worked as an 8D report). */
export const nonConformance = defineRecordType({
  type: 'NonConformance',
  app: '/NonConformance',
  title: l('Non-conformance', 'No conformidad'),
  rights: { NonConformance_Approve: 'Approve and close non-conformances' },
  pages: {
    '/NonConformance': 'list',
    '/NonConformance/components/indexTable': 'list',
    '/NonConformance/:detail': 'record',
    '/NonConformance/components/newNonConf': 'new',
    '/NonConformance/actionItems': { list: { assigned: 'true' } },
    // Quality's update screen: the open non-conformances.
    '/NonConfUpdate': { list: { state: 'open' } },
  },
  titleField: 'defect',
  assigneeField: 'responsible',
  fields: [
    { name: 'defect', kind: 'text', label: l('Defect', 'Defecto'), required: true, maxLength: 120, search: true },
    { name: 'jobNum', kind: 'job', label: l('Job', 'Trabajo'), required: true, search: true },
    { name: 'partNum', kind: 'part', label: l('Part', 'Pieza'), required: true, search: true },
    { name: 'quantity', kind: 'number', label: l('Quantity', 'Cantidad'), required: true, min: 1, max: 100_000, unit: 'EA' },
    { name: 'operation', kind: 'text', label: l('Found at operation', 'Encontrada en la operación'), maxLength: 40 },
    { name: 'responsible', kind: 'employee', label: l('Responsible', 'Responsable'), required: true },
    { name: 'description', kind: 'longText', label: l('Description', 'Descripción'), search: true },
    { name: 'disposition', kind: 'choice', label: l('Disposition', 'Disposición'), options: DISPOSITION },
    { name: 'dispositionNote', kind: 'longText', label: l('Disposition note', 'Nota de disposición') },
    { name: 'photos', kind: 'attachment', label: l('Photos', 'Fotos') },
  ],
  children: [TEAM, ACTION_ITEMS],
  sections: [
    {
      name: 'newNonConf',
      label: l('Non-conformance', 'No conformidad'),
      fields: ['defect', 'jobNum', 'partNum', 'quantity', 'operation', 'responsible', 'description'],
    },
    { name: 'team', label: l('Team', 'Equipo'), fields: [], children: ['team'] },
    { name: 'disposition', label: l('Disposition', 'Disposición'), fields: ['disposition', 'dispositionNote'] },
    { name: 'actionItem', label: l('Action items', 'Acciones'), fields: [], children: ['actionItems'] },
  ],
  states: REVIEW_STATES,
  initial: 'open',
  transitions: reviewTransitions(
    'NonConformance_Approve',
    { review: ['disposition'], close: ['disposition'] },
    { team: 'team', field: 'member' },
  ),
  followUp: {
    label: l('Open a corrective action (8D)', 'Abrir una acción correctiva (8D)'),
    path: '/CorrectiveActions/components/newCorrectiveAction',
    fill: {
      source: 'nonConformance',
      sourceRef: '{path}',
      subject: 'defect',
      jobNum: 'jobNum',
      partNum: 'partNum',
      quantity: 'quantity',
      problem: 'description',
    },
  },
  columns: ['id', 'defect', 'state', 'plant', 'jobNum', 'partNum', 'quantity', 'disposition', 'updatedAt'],
});
