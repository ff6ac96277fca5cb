import { defineRecordType } from '@/lib/records/engine/definition';
import { l } from '@/lib/records/types/shared';

/** A quality alert posted at plants and work centers; each reader acknowledges it and the list shows who has not. */
export const qaAlert = defineRecordType({
  type: 'QAAlert',
  app: '/QAAlert',
  title: l('Quality alert', 'Alerta de calidad'),
  rights: { QAAlert_Manage: 'Issue and close quality alerts' },
  pages: { '/QAAlert': 'list', '/QAAlert/manageAlerts/:detail': 'record' },
  titleField: 'subject',
  fields: [
    { name: 'subject', kind: 'text', label: l('Alert', 'Alerta'), required: true, maxLength: 120, search: true },
    { name: 'workCenters', kind: 'text', label: l('Work centers', 'Centros de trabajo'), maxLength: 120, search: true },
    { name: 'partNum', kind: 'part', label: l('Part', 'Pieza'), search: true },
    { name: 'description', kind: 'longText', label: l('What to look for', 'Qué revisar'), required: true },
    { name: 'effectiveUntil', kind: 'date', label: l('Effective until', 'Vigente hasta') },
    { name: 'photos', kind: 'attachment', label: l('Photos', 'Fotos') },
  ],
  children: [
    {
      name: 'readers',
      label: l('Readers', 'Lectores'),
      notifyField: 'reader',
      fields: [
        { name: 'reader', kind: 'employee', label: l('Reader', 'Lector'), required: true },
        { name: 'acknowledged', kind: 'checkbox', label: l('Acknowledged', 'Enterado') },
      ],
    },
  ],
  acknowledge: { table: 'readers', field: 'reader', flag: 'acknowledged' },
  sections: [
    { name: 'alert', label: l('Alert', 'Alerta'), fields: ['subject', 'workCenters', 'partNum', 'description', 'effectiveUntil'] },
    { name: 'readers', label: l('Readers', 'Lectores'), fields: [], children: ['readers'] },
  ],
  states: [
    { name: 'active', label: l('Active', 'Activa') },
    { name: 'closed', label: l('Closed', 'Cerrada'), final: true },
  ],
  initial: 'active',
  transitions: [
    { name: 'close', from: ['active'], to: 'closed', label: l('Close', 'Cerrar'), by: [{ subApp: 'QAAlert_Manage' }, 'owner'] },
  ],
  create: [{ subApp: 'QAAlert_Manage' }],
  edit: [{ subApp: 'QAAlert_Manage' }, 'owner'],
  columns: ['id', 'subject', 'state', 'plant', 'workCenters', 'notAcknowledged', 'updatedAt'],
});
