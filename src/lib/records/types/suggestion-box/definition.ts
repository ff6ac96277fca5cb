import { defineRecordType, type Actor } from '@/lib/records/engine/definition';
import { labelsOf } from '@/lib/records/engine/labels';

/** Its labels, in public/locales/{en,es}/recordEngine.json under `types.suggestion`. */
const l = labelsOf('suggestion');

/** Those who review suggestions: they read them all and write the response. */
const REVIEWERS: Actor = { subApp: 'Suggestions_Review' };

/**
 * The suggestion box: every employee may drop an idea, anonymously if they wish; reviewers (`/Suggestions`,
 * Suggestions_Review) take it up, answer it and accept, decline or implement it.
 */
export const suggestionBox = defineRecordType({
  type: 'Suggestion',
  app: '/SuggestionBox',
  title: l('suggestion'),
  pages: { '/SuggestionBox': 'new', '/Suggestions': 'list' },
  titleField: 'subject',
  assigneeField: 'reviewer',
  anonymousField: 'anonymous',
  fields: [
    { name: 'subject', kind: 'text', label: l('subject'), required: true, maxLength: 120, search: true },
    { name: 'description', kind: 'longText', label: l('yourIdea'), required: true, search: true },
    {
      name: 'area',
      kind: 'choice',
      label: l('area'),
      required: true,
      options: [
        { value: 'production', label: l('production') },
        { value: 'quality', label: l('quality') },
        { value: 'safety', label: l('safety') },
        { value: 'maintenance', label: l('maintenance') },
        { value: 'office', label: l('office') },
        { value: 'other', label: l('other') },
      ],
    },
    {
      name: 'anonymous',
      kind: 'checkbox',
      label: l('sendWithoutMyName'),
      hint: l('nobodyAdministratorsIncludedWillSeeWhoSe'),
    },
    { name: 'reviewer', kind: 'employee', label: l('reviewer'), editBy: [REVIEWERS] },
    { name: 'response', kind: 'longText', label: l('response'), editBy: [REVIEWERS] },
  ],
  sections: [
    { name: 'idea', label: l('suggestion'), fields: ['subject', 'area', 'description', 'anonymous'] },
    { name: 'review', label: l('review'), fields: ['reviewer', 'response'] },
  ],
  states: [
    { name: 'submitted', label: l('submitted') },
    { name: 'underReview', label: l('underReview') },
    { name: 'accepted', label: l('accepted') },
    { name: 'declined', label: l('declined'), final: true },
    { name: 'implemented', label: l('implemented'), final: true },
  ],
  initial: 'submitted',
  transitions: [
    {
      name: 'review',
      from: ['submitted'],
      to: 'underReview',
      label: l('takeUpForReview'),
      by: [REVIEWERS],
      requires: ['reviewer'],
      notify: ['owner'],
    },
    {
      name: 'accept',
      from: ['underReview'],
      to: 'accepted',
      label: l('accept'),
      by: [REVIEWERS],
      notOwner: true,
      requires: ['response'],
      notify: ['owner'],
    },
    {
      name: 'decline',
      from: ['underReview'],
      to: 'declined',
      label: l('decline'),
      by: [REVIEWERS],
      notOwner: true,
      requires: ['response'],
      notify: ['owner'],
    },
    {
      name: 'implement',
      from: ['accepted'],
      to: 'implemented',
      label: l('implemented'),
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
