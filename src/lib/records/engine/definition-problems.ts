import type { RecordTypeDef } from './definition';

/** Names the engine keeps for itself; a field of a definition may not take them. */
export const RESERVED_NAMES = ['id', 'type', 'state', 'plant', 'version', 'owner', 'assignee', 'createdAt', 'updatedAt', 'title'];

/** Every problem of a definition, in words (empty when it is sound). */
export function definitionProblems(def: RecordTypeDef): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const field of def.fields) {
    if (names.has(field.name)) problems.push(`field ${field.name} is defined twice`);
    if (RESERVED_NAMES.includes(field.name)) problems.push(`field ${field.name} takes a reserved name`);
    if (!/^[a-z][A-Za-z0-9]{0,39}$/.test(field.name)) problems.push(`field ${field.name} must be camelCase`);
    if (field.kind === 'choice' && !field.options?.length) problems.push(`choice ${field.name} has no options`);
    names.add(field.name);
  }
  const childNames = new Set((def.children ?? []).map((c) => c.name));
  for (const child of def.children ?? []) {
    if (names.has(child.name)) problems.push(`child table ${child.name} takes a field's name`);
    if (child.notifyField && !child.fields.some((f) => f.name === child.notifyField && f.kind === 'employee'))
      problems.push(`child table ${child.name} notifies by ${child.notifyField}, which is not one of its employee fields`);
  }
  const states = new Set(def.states.map((s) => s.name));
  if (!states.has(def.initial)) problems.push(`initial state ${def.initial} is not a state`);
  if (!names.has(def.titleField)) problems.push(`title field ${def.titleField} is not a field`);
  if (def.assigneeField && def.fields.find((f) => f.name === def.assigneeField)?.kind !== 'employee')
    problems.push(`assignee field ${def.assigneeField} is not an employee field`);
  if (def.expiryField && def.fields.find((f) => f.name === def.expiryField)?.kind !== 'date')
    problems.push(`expiry field ${def.expiryField} is not a date field`);
  for (const t of def.transitions) {
    for (const s of [...t.from, t.to]) if (!states.has(s)) problems.push(`transition ${t.name} names unknown state ${s}`);
    for (const r of t.requires ?? []) if (!names.has(r)) problems.push(`transition ${t.name} requires unknown field ${r}`);
  }
  for (const section of def.sections) {
    for (const f of section.fields) if (!names.has(f)) problems.push(`section ${section.name} shows unknown field ${f}`);
    for (const c of section.children ?? []) if (!childNames.has(c)) problems.push(`section ${section.name} shows unknown table ${c}`);
  }
  if (def.acknowledge) {
    const table = def.children?.find((c) => c.name === def.acknowledge?.table);
    if (
      table?.fields.find((f) => f.name === def.acknowledge?.field)?.kind !== 'employee' ||
      table.fields.find((f) => f.name === def.acknowledge?.flag)?.kind !== 'checkbox'
    )
      problems.push('acknowledge must name a child table with an employee field and a checkbox');
  }
  for (const x of def.extensions ?? []) {
    const table = def.children?.find((c) => c.name === x.table);
    const kindOf = (name: string) => table?.fields.find((f) => f.name === name)?.kind;
    if (!table) problems.push(`panel ${x.panel} names unknown table ${x.table}`);
    else if (kindOf(x.owner) !== 'employee' || kindOf(x.due) !== 'date' || kindOf(x.done) !== 'checkbox' || kindOf(x.text) !== 'text')
      problems.push(`panel ${x.panel} needs a text, an employee, a date and a checkbox field of ${x.table}`);
  }
  const listable = new Set([
    ...names,
    'state',
    'plant',
    'updatedAt',
    'createdAt',
    'owner',
    'id',
    ...(def.acknowledge ? ['notAcknowledged'] : []),
  ]);
  for (const c of def.columns) if (!listable.has(c)) problems.push(`column ${c} is not a field`);
  if (def.anonymousField && def.fields.find((f) => f.name === def.anonymousField)?.kind !== 'checkbox')
    problems.push(`anonymous field ${def.anonymousField} is not a checkbox field`);
  for (const f of def.fields) {
    if (f.kind === 'record' && !f.recordType) problems.push(`record field ${f.name} names no recordType`);
    if (f.computed && f.required) problems.push(`computed field ${f.name} cannot be required`);
  }
  const named = [...def.transitions.flatMap((t) => [...t.by, ...(t.notify ?? [])]), ...(def.read ?? []), ...(def.create ?? [])];
  for (const f of def.fields) named.push(...(f.editBy ?? []), ...(f.readBy ?? []));
  for (const actor of named)
    if (def.rights && typeof actor === 'object' && 'subApp' in actor && !(actor.subApp in def.rights))
      problems.push(`right ${actor.subApp} is named but not declared in rights`);
  for (const right of def.everyEmployee ?? [])
    if (right !== def.app && !(right in (def.rights ?? {})))
      problems.push(`every employee holds ${right}, which the type does not declare`);
  for (const [path, screen] of Object.entries(def.pages))
    if (screen === 'record' && !/\/:[a-z]+$/i.test(path)) problems.push(`record page ${path} has no :parameter`);
  return problems;
}
