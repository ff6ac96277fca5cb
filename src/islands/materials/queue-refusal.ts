import { fill, type MaterialsText } from './text';

/**
 * The words for a refusal code of the queue's one write (PATCH /v1/MoveRequests/{id}), in the language of
 * `text`, filled with the refusal's values; undefined for a code it has no words for (never the server's English).
 */
export function queueRefusalWords(code: string, text: MaterialsText, values: Record<string, string | number>): string | undefined {
  const t = text.queue;
  switch (code) {
    case 'taken-by-other':
      return fill(t.takenByOther, values);
    case 'cancel-not-allowed':
      return t.cancelNotAllowed;
    case 'move-status':
      return fill(t.moveStatus, values);
    case 'other-plant':
      return fill(text.otherPlant, values);
  }
  const words = (t.errors as Record<string, string>)[code] ?? (text.move.errors as Record<string, string>)[code];
  return words === undefined ? undefined : fill(words, values);
}
