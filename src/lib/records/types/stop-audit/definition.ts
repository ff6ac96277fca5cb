import { defineRecordType } from '@/lib/records/engine/definition';
import { l } from '@/lib/records/types/shared';

/** A stop audit: production of a part or work center held until quality has audited it and releases it. */
export const stopAudit = defineRecordType({
  type: 'StopAudit',
  app: '/StopAudit',
  title: l('Stop audit', 'Auditoría de paro'),
  rights: { StopAudit_Approve: 'Release stop audits' },
  pages: { '/StopAudit': 'list', '/StopAudit/:detail': 'record' },
  titleField: 'subject',
  fields: [
    { name: 'subject', kind: 'text', label: l('Reason for the stop', 'Motivo del paro'), required: true, maxLength: 120, search: true },
    { name: 'workCenter', kind: 'text', label: l('Work center', 'Centro de trabajo'), required: true, maxLength: 40, search: true },
    { name: 'jobNum', kind: 'job', label: l('Job', 'Trabajo'), search: true },
    { name: 'partNum', kind: 'part', label: l('Part', 'Pieza'), search: true },
    { name: 'stoppedAt', kind: 'dateTime', label: l('Stopped at', 'Detenido a las') },
    { name: 'findings', kind: 'longText', label: l('Audit findings', 'Hallazgos de la auditoría') },
    { name: 'released', kind: 'checkbox', label: l('Parts checked and released', 'Piezas revisadas y liberadas') },
  ],
  sections: [
    { name: 'stop', label: l('Stop', 'Paro'), fields: ['subject', 'workCenter', 'jobNum', 'partNum', 'stoppedAt'] },
    { name: 'audit', label: l('Audit', 'Auditoría'), fields: ['findings', 'released'] },
  ],
  states: [
    { name: 'stopped', label: l('Stopped', 'Detenido') },
    { name: 'released', label: l('Released', 'Liberado'), final: true },
    { name: 'cancelled', label: l('Cancelled', 'Cancelado'), final: true },
  ],
  initial: 'stopped',
  transitions: [
    {
      name: 'release',
      from: ['stopped'],
      to: 'released',
      label: l('Release', 'Liberar'),
      by: [{ subApp: 'StopAudit_Approve' }],
      requires: ['findings'],
      notify: ['owner'],
    },
    {
      name: 'cancel',
      from: ['stopped'],
      to: 'cancelled',
      label: l('Cancel', 'Cancelar'),
      by: ['owner', { subApp: 'StopAudit_Approve' }],
    },
  ],
  columns: ['id', 'subject', 'state', 'plant', 'workCenter', 'jobNum', 'updatedAt'],
});
