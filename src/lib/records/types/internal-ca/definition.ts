import { defineRecordType } from '@/lib/records/engine/definition';
import { ACTION_ITEMS, l, REVIEW_STATES, reviewTransitions, TEAM } from '@/lib/records/types/shared';

/** An internal corrective action: a finding of an internal audit or a walk, its team and action items. */
export const internalCa = defineRecordType({
  type: 'InternalCA',
  app: '/InternalCA',
  title: l('Internal corrective action', 'Acción correctiva interna'),
  rights: { InternalCA_Approve: 'Approve internal corrective actions' },
  pages: {
    '/InternalCA': 'list',
    '/InternalCA/indexTable': 'list',
    '/InternalCA/:detail': 'record',
    '/InternalCA/newInternalCA': 'new',
    '/InternalCA/dashboard': 'dashboard',
    '/InternalCA/team': { list: { assigned: 'true' } },
    '/InternalCA/actionItem': { list: { assigned: 'true' } },
  },
  titleField: 'finding',
  assigneeField: 'responsible',
  fields: [
    { name: 'finding', kind: 'text', label: l('Finding', 'Hallazgo'), required: true, maxLength: 120, search: true },
    { name: 'area', kind: 'text', label: l('Area', 'Área'), maxLength: 60, search: true },
    { name: 'responsible', kind: 'employee', label: l('Responsible', 'Responsable'), required: true },
    { name: 'description', kind: 'longText', label: l('Description', 'Descripción'), required: true },
    { name: 'rootCause', kind: 'longText', label: l('Root cause', 'Causa raíz') },
    { name: 'verification', kind: 'longText', label: l('Verification', 'Verificación') },
  ],
  children: [TEAM, ACTION_ITEMS],
  sections: [
    { name: 'newInternalCA', label: l('Finding', 'Hallazgo'), fields: ['finding', 'area', 'responsible', 'description'] },
    { name: 'team', label: l('Team', 'Equipo'), fields: [], children: ['team'] },
    { name: 'actionItem', label: l('Action items', 'Acciones'), fields: ['rootCause'], children: ['actionItems'] },
    { name: 'verification', label: l('Verification', 'Verificación'), fields: ['verification'] },
  ],
  states: REVIEW_STATES,
  initial: 'open',
  transitions: reviewTransitions(
    'InternalCA_Approve',
    { review: ['rootCause'], close: ['verification'] },
    { team: 'team', field: 'member' },
  ),
  columns: ['id', 'finding', 'state', 'plant', 'area', 'responsible', 'updatedAt'],
  extensions: [
    { panel: 'openActions', screen: 'dashboard', table: 'actionItems', text: 'action', owner: 'owner', due: 'dueDate', done: 'done' },
  ],
});
