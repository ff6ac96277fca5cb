/** A text in both of the portal's languages. */
export interface Bilingual {
  en: string;
  es: string;
}

/** The kinds of field a record type may hold; each has its zod rule, input and column renderer. */
export const FIELD_KINDS = [
  'text',
  'longText',
  'number',
  'date',
  'dateTime',
  'checkbox',
  'choice',
  'employee',
  'part',
  'job',
  'bin',
  'plant',
  'attachment',
] as const;

/** One of `FIELD_KINDS`. */
export type FieldKind = (typeof FIELD_KINDS)[number];

/** A fixed choice: its stored value and its label in both languages. */
export interface ChoiceOption {
  value: string;
  label: Bilingual;
}

/** One field of a record or of a child row. */
export interface FieldDef {
  /** Stored name, camelCase (`rootCause`); the API's key and the form's input name. */
  name: string;
  kind: FieldKind;
  label: Bilingual;
  /** Needed on every save (a transition may require more: `TransitionDef.requires`). */
  required?: boolean;
  /** choice: the fixed list. */
  options?: readonly ChoiceOption[];
  /** number: its unit (shown beside the input), bounds and decimals (0: whole numbers). */
  unit?: string;
  min?: number;
  max?: number;
  decimals?: number;
  /** text and longText: the longest value (defaults 200 and 4000). */
  maxLength?: number;
  /** Part of the list's text search. */
  search?: boolean;
  /** A hint under the input. */
  hint?: Bilingual;
  /** text: a value that is a page of the portal (`/weldleakrepair/88`) is shown as a link to it. */
  link?: boolean;
}

/** A table of child rows (team members, action items, affected parts). */
export interface ChildTableDef {
  name: string;
  label: Bilingual;
  fields: readonly FieldDef[];
  /** The employee field whose new rows notify that employee (an action item's owner). */
  notifyField?: string;
}

/** A state of a record's life. */
export interface StateDef {
  name: string;
  label: Bilingual;
  /** No transition leaves it and no edit changes it (closed, cancelled). */
  final?: boolean;
}

/**
 * Who may do something: a sub-application right, the record's owner (who opened it), a member of its team
 * (an employee field of a child table), the person it is assigned to, or anyone with the application.
 * Whoever it is writes only at the plants they work at (the engine's plant guard, for every write).
 */
export type Actor = { subApp: string } | 'owner' | 'assignee' | 'anyone' | { team: string; field: string };

/** A move from one state to another. */
export interface TransitionDef {
  /** Stored and sent name (`submit`, `approve`). */
  name: string;
  from: readonly string[];
  to: string;
  label: Bilingual;
  /** Any one of them may make it. */
  by: readonly Actor[];
  /** Fields that must be filled before it (a root cause before review). */
  requires?: readonly string[];
  /** Whom the bell tells (a sub-application's holders, the owner, the assignee). */
  notify?: readonly Actor[];
}

/** A group of fields on the form and the detail page (a D of an 8D, an approval section). */
export interface SectionDef {
  name: string;
  label: Bilingual;
  fields: readonly string[];
  /** Child tables shown in this section. */
  children?: readonly string[];
}

/**
 * A piece a type adds to the engine's screens by name (its named extension point): `panel` is one of
 * the engine's panels (`src/components/records/engine/panels`), `screen` the screen it is drawn on.
 * `openActions`: the open rows of a child table (its `done` checkbox unticked) of records not yet in a
 * final state, by `owner` and by how late they are against `due` (the dashboard of an internal CA).
 */
export type RecordExtension = {
  panel: 'openActions';
  screen: 'dashboard';
  table: string;
  text: string;
  owner: string;
  due: string;
  done: string;
};

/** The whole definition of a record type: from it come storage, API, list, form, detail, print and export. */
export interface RecordTypeDef {
  /** API name, PascalCase (`CorrectiveAction`): `/v1/Records/CorrectiveAction`. */
  type: string;
  /** The application's route (`/CorrectiveActions`): its access right and its pages. */
  app: string;
  title: Bilingual;
  /** A record's page, `{id}` replaced (`/CorrectiveActions/indexPage/{id}`). */
  detailPath: string;
  /** The page that opens a new one. */
  newPath: string;
  /** The field whose value titles a record in lists and tabs. */
  titleField: string;
  fields: readonly FieldDef[];
  children?: readonly ChildTableDef[];
  sections: readonly SectionDef[];
  states: readonly StateDef[];
  /** A new record's state. */
  initial: string;
  transitions: readonly TransitionDef[];
  /** The employee field a record is assigned by ('assigned to me'). */
  assigneeField?: string;
  /** Who may open new records and edit open ones (default: anyone with the application). */
  create?: readonly Actor[];
  edit?: readonly Actor[];
  /**
   * Readers acknowledge the record (a quality alert): the caller's row of `table` (by its employee
   * `field`) gets its checkbox `flag` set, without the right to edit; the list's `notAcknowledged` column names who has not.
   */
  acknowledge?: { table: string; field: string; flag: string };
  /**
   * Another record opened from this one (an 8D from a non-conformance): a link to `path` (a new-record
   * page) whose query fills its fields, each from a field of this record or `{id}`/`{path}` (this record's page).
   */
  followUp?: { label: Bilingual; path: string; fill: Readonly<Record<string, string>> };
  /** A date field after which an approved record shows as expired (a deviation's end). */
  expiryField?: string;
  /** The list's columns (field names, and `state`, `plant`, `updatedAt`), in order. */
  columns: readonly string[];
  /** The type's own pieces on the engine's screens (a dashboard panel), never a copied page. */
  extensions?: readonly RecordExtension[];
}

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
  return problems;
}

/**
 * Checks a definition once, where it is written, so a mistake fails at start and in its test, not in a page.
 * @example export const correctiveAction = defineRecordType({ type: 'CorrectiveAction', ... })
 */
export function defineRecordType<const T extends RecordTypeDef>(def: T): T {
  const problems = definitionProblems(def);
  if (problems.length > 0) throw new Error(`Record type ${def.type}: ${problems.join('; ')}`);
  return def;
}

/** The field of a definition by name. */
export function fieldOf(def: Pick<RecordTypeDef, 'fields'>, name: string): FieldDef | undefined {
  return def.fields.find((f) => f.name === name);
}

/** A text in the language asked for (English for any other). */
export function say(text: Bilingual, lang: string): string {
  return lang === 'es' ? text.es : text.en;
}
