import { fill, type MaterialsText } from './text';

/** The codes the queue words itself (besides its `errors` and the move requests' own). */
const OWN_CODES = ['taken-by-other', 'cancel-not-allowed', 'move-status', 'other-plant'] as const;

/** The words for a code before any value is filled in, in the language of `text`; undefined when it has none. */
function queueRefusalTemplate(code: string, text: MaterialsText): string | undefined {
  const t = text.queue;
  switch (code) {
    case 'taken-by-other':
      return t.takenByOther;
    case 'cancel-not-allowed':
      return t.cancelNotAllowed;
    case 'move-status':
      return t.moveStatus;
    case 'other-plant':
      return text.otherPlant;
  }
  return (t.errors as Record<string, string>)[code] ?? (text.move.errors as Record<string, string>)[code];
}

/**
 * The words for a refusal code of the queue's one write (PATCH /v1/MoveRequests/{id}), in the language of
 * `text`, filled with the refusal's values; undefined for a code it has no words for (never the server's English).
 */
export function queueRefusalWords(code: string, text: MaterialsText, values: Record<string, string | number>): string | undefined {
  const words = queueRefusalTemplate(code, text);
  return words === undefined ? undefined : fill(words, values);
}

/**
 * The same words as a table for a change kept on the device (the outbox's `says`, read when it is replayed
 * later): every code the queue words, with what is known now filled in (the request's number, who has it)
 * and the other placeholders left for the refusal's own values.
 * @example queueRefusalTable(text, { id: 7 })['move-not-found'] // 'Move request 7 no longer exists.'
 */
export function queueRefusalTable(text: MaterialsText, known: Record<string, string | number>): Record<string, string> {
  const codes = new Set<string>([...OWN_CODES, ...Object.keys(text.queue.errors), ...Object.keys(text.move.errors)]);
  const table: Record<string, string> = {};
  for (const code of codes) {
    const words = queueRefusalTemplate(code, text);
    if (words !== undefined)
      table[code] = words.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in known ? String(known[name]) : placeholder));
  }
  return table;
}
