import { hasSubApp } from '@/lib/auth/permissions';
import type { Access } from '@/lib/api/types';
import type { FieldDef } from './definition';

/** Who fills a form, as its page knows them: their rights, and whether the record is theirs (a new one is). */
export interface FormWriter {
  access: Access | null | undefined;
  empId: number | null;
  ownerId: number | null;
  assigneeId: number | null;
}

/**
 * Whether the form offers a field to this person: its `editBy` names them (the API refuses anyone else with
 * 403 naming the field, and the form leaves the field out, so it never sends it).
 */
export function offersField(field: FieldDef, who: FormWriter): boolean {
  if (field.computed) return false;
  if (!field.editBy) return true;
  return field.editBy.some((actor) => {
    if (actor === 'anyone') return true;
    if (actor === 'owner') return who.ownerId === null || who.ownerId === who.empId;
    if (actor === 'assignee') return who.assigneeId !== null && who.assigneeId === who.empId;
    if ('subApp' in actor) return hasSubApp(who.access, actor.subApp);
    return false;
  });
}
