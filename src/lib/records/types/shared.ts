import type { Actor, Bilingual, ChildTableDef, FieldDef, StateDef, TransitionDef } from '@/lib/records/engine/definition';

/** A label in both languages: `l('Problem', 'Problema')`. */
export const l = (en: string, es: string): Bilingual => ({ en, es });

/** The child table of a team: employees and their role (D1 of an 8D). */
export const TEAM: ChildTableDef = {
  name: 'team',
  label: l('Team', 'Equipo'),
  fields: [
    { name: 'member', kind: 'employee', label: l('Member', 'Miembro'), required: true },
    { name: 'role', kind: 'text', label: l('Role', 'Función'), maxLength: 60 },
  ],
};

/** Action items with an owner (who is notified) and a due date. */
export const ACTION_ITEMS: ChildTableDef = {
  name: 'actionItems',
  label: l('Action items', 'Acciones'),
  notifyField: 'owner',
  fields: [
    { name: 'action', kind: 'text', label: l('Action', 'Acción'), required: true },
    { name: 'owner', kind: 'employee', label: l('Owner', 'Responsable'), required: true },
    { name: 'dueDate', kind: 'date', label: l('Due date', 'Fecha límite'), required: true },
    { name: 'done', kind: 'checkbox', label: l('Done', 'Hecho') },
  ],
};

/** Open -> In review -> Approved -> Closed, Reject back to Open, Cancel while open: the life of most quality records. */
export const REVIEW_STATES: readonly StateDef[] = [
  { name: 'open', label: l('Open', 'Abierta') },
  { name: 'inReview', label: l('In review', 'En revisión') },
  { name: 'approved', label: l('Approved', 'Aprobada') },
  { name: 'closed', label: l('Closed', 'Cerrada'), final: true },
  { name: 'cancelled', label: l('Cancelled', 'Cancelada'), final: true },
];

/** The review transitions of `REVIEW_STATES`, for an approver right, with the fields each needs. */
export function reviewTransitions<const N extends string>(
  approver: string,
  needs: { review: N[]; close: N[] },
  team?: Actor,
): TransitionDef<N>[] {
  const right = { subApp: approver };
  const workers: Actor[] = ['owner', 'assignee', right, ...(team ? [team] : [])];
  return [
    {
      name: 'submit',
      from: ['open'],
      to: 'inReview',
      label: l('Send for approval', 'Enviar a aprobación'),
      by: workers,
      requires: needs.review,
      notify: [right],
    },
    {
      name: 'approve',
      from: ['inReview'],
      to: 'approved',
      label: l('Approve', 'Aprobar'),
      by: [right],
      notOwner: true,
      notify: ['owner', 'assignee'],
    },
    { name: 'reject', from: ['inReview'], to: 'open', label: l('Reject', 'Rechazar'), by: [right], notify: ['owner', 'assignee'] },
    { name: 'close', from: ['approved'], to: 'closed', label: l('Close', 'Cerrar'), by: [right], requires: needs.close, notify: ['owner'] },
    { name: 'cancel', from: ['open', 'inReview'], to: 'cancelled', label: l('Cancel', 'Cancelar'), by: ['owner', right] },
  ];
}

/** The part, job and quantity a quality record is about. */
export const PART_JOB_QTY = [
  { name: 'partNum', kind: 'part', label: l('Part', 'Pieza'), search: true },
  { name: 'jobNum', kind: 'job', label: l('Job', 'Trabajo'), search: true },
  { name: 'quantity', kind: 'number', label: l('Quantity', 'Cantidad'), min: 0, max: 1_000_000, unit: 'EA' },
] as const satisfies readonly FieldDef[];

/** What is done with non-conforming material. */
export const DISPOSITION = [
  { value: 'useAsIs', label: l('Use as is', 'Usar como está') },
  { value: 'rework', label: l('Rework', 'Retrabajo') },
  { value: 'scrap', label: l('Scrap', 'Desecho') },
  { value: 'returnToVendor', label: l('Return to vendor', 'Devolver al proveedor') },
];

/** Requested -> approved by quality -> approved by engineering (active until its expiry), Reject or Cancel: a temporary deviation. */
export const DEVIATION_STATES: readonly StateDef[] = [
  { name: 'requested', label: l('Requested', 'Solicitada') },
  { name: 'qualityApproved', label: l('Approved by quality', 'Aprobada por calidad') },
  { name: 'approved', label: l('Approved', 'Aprobada') },
  { name: 'rejected', label: l('Rejected', 'Rechazada'), final: true },
  { name: 'closed', label: l('Closed', 'Cerrada'), final: true },
];

/** The approvals of a deviation: quality first, then engineering; either may reject. */
export const DEVIATION_TRANSITIONS = [
  {
    name: 'approveQuality',
    from: ['requested'],
    to: 'qualityApproved',
    label: l('Approve for quality', 'Aprobar por calidad'),
    by: [{ subApp: 'Deviations_Quality' }],
    notOwner: true,
    requires: ['expiresOn'],
    notify: [{ subApp: 'Deviations_Engineering' }, 'owner'],
  },
  {
    name: 'approveEngineering',
    from: ['qualityApproved'],
    to: 'approved',
    label: l('Approve for engineering', 'Aprobar por ingeniería'),
    by: [{ subApp: 'Deviations_Engineering' }],
    notOwner: true,
    notify: ['owner'],
  },
  {
    name: 'reject',
    from: ['requested', 'qualityApproved'],
    to: 'rejected',
    label: l('Reject', 'Rechazar'),
    by: [{ subApp: 'Deviations_Quality' }, { subApp: 'Deviations_Engineering' }],
    notify: ['owner'],
  },
  {
    name: 'close',
    from: ['approved'],
    to: 'closed',
    label: l('Close', 'Cerrar'),
    by: ['owner', { subApp: 'Deviations_Quality' }],
  },
] as const satisfies readonly TransitionDef<'expiresOn'>[];

/** The fields of a deviation request. */
export const DEVIATION_FIELDS = [
  { name: 'subject', kind: 'text', label: l('Subject', 'Asunto'), required: true, maxLength: 120, search: true },
  { name: 'partNum', kind: 'part', label: l('Part', 'Pieza'), search: true },
  { name: 'requirement', kind: 'longText', label: l('Requirement', 'Requisito'), required: true },
  { name: 'deviation', kind: 'longText', label: l('Deviation asked for', 'Desviación solicitada'), required: true, search: true },
  { name: 'reason', kind: 'longText', label: l('Reason', 'Motivo') },
  { name: 'expiresOn', kind: 'date', label: l('Expires on', 'Vence el') },
  { name: 'quantityLimit', kind: 'number', label: l('Quantity limit', 'Cantidad límite'), min: 0, max: 1_000_000, unit: 'EA' },
] as const satisfies readonly FieldDef[];
