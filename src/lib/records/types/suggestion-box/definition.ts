import { defineRecordType, type Actor } from '@/lib/records/engine/definition';
import { l } from '@/lib/records/types/shared';

/** Those who review suggestions: they read them all and write the response. */
const REVIEWERS: Actor = { subApp: 'Suggestions_Review' };

/**
 * The suggestion box: every employee may drop an idea, anonymously if they wish; reviewers (`/Suggestions`,
 * Suggestions_Review) take it up, answer it and accept, decline or implement it.
 */
export const suggestionBox = defineRecordType({
  type: 'Suggestion',
  app: '/SuggestionBox',
  title: l('Suggestion', 'Sugerencia'),
  pages: { '/SuggestionBox': 'new', '/Suggestions': 'list' },
  titleField: 'subject',
  assigneeField: 'reviewer',
  anonymousField: 'anonymous',
  fields: [
    { name: 'subject', kind: 'text', label: l('Subject', 'Asunto'), required: true, maxLength: 120, search: true },
    { name: 'description', kind: 'longText', label: l('Your idea', 'Su idea'), required: true, search: true },
    {
      name: 'area',
      kind: 'choice',
      label: l('Area', 'Área'),
      required: true,
      options: [
        { value: 'production', label: l('Production', 'Producción') },
        { value: 'quality', label: l('Quality', 'Calidad') },
        { value: 'safety', label: l('Safety', 'Seguridad') },
        { value: 'maintenance', label: l('Maintenance', 'Mantenimiento') },
        { value: 'office', label: l('Office', 'Oficina') },
        { value: 'other', label: l('Other', 'Otra') },
      ],
    },
    {
      name: 'anonymous',
      kind: 'checkbox',
      label: l('Send without my name', 'Enviar sin mi nombre'),
      hint: l('Nobody, administrators included, will see who sent it.', 'Nadie, ni los administradores, verá quién la envió.'),
    },
    { name: 'reviewer', kind: 'employee', label: l('Reviewer', 'Revisor'), editBy: [REVIEWERS] },
    { name: 'response', kind: 'longText', label: l('Response', 'Respuesta'), editBy: [REVIEWERS] },
  ],
  sections: [
    { name: 'idea', label: l('Suggestion', 'Sugerencia'), fields: ['subject', 'area', 'description', 'anonymous'] },
    { name: 'review', label: l('Review', 'Revisión'), fields: ['reviewer', 'response'] },
  ],
  states: [
    { name: 'submitted', label: l('Submitted', 'Enviada') },
    { name: 'underReview', label: l('Under review', 'En revisión') },
    { name: 'accepted', label: l('Accepted', 'Aceptada') },
    { name: 'declined', label: l('Declined', 'Rechazada'), final: true },
    { name: 'implemented', label: l('Implemented', 'Implementada'), final: true },
  ],
  initial: 'submitted',
  transitions: [
    {
      name: 'review',
      from: ['submitted'],
      to: 'underReview',
      label: l('Take up for review', 'Tomar para revisión'),
      by: [REVIEWERS],
      requires: ['reviewer'],
      notify: ['owner'],
    },
    {
      name: 'accept',
      from: ['underReview'],
      to: 'accepted',
      label: l('Accept', 'Aceptar'),
      by: [REVIEWERS],
      notOwner: true,
      requires: ['response'],
      notify: ['owner'],
    },
    {
      name: 'decline',
      from: ['underReview'],
      to: 'declined',
      label: l('Decline', 'Rechazar'),
      by: [REVIEWERS],
      notOwner: true,
      requires: ['response'],
      notify: ['owner'],
    },
    {
      name: 'implement',
      from: ['accepted'],
      to: 'implemented',
      label: l('Implemented', 'Implementada'),
      by: [REVIEWERS],
      notify: ['owner'],
    },
  ],
  create: ['anyone'],
  edit: ['owner', REVIEWERS],
  read: ['owner', REVIEWERS],
  rights: { Suggestions_Review: 'Review suggestions' },
  everyEmployee: ['/SuggestionBox'],
  columns: ['id', 'subject', 'area', 'state', 'plant', 'reviewer', 'updatedAt'],
});
