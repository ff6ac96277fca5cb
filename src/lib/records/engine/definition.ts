import { definitionProblems } from './definition-problems';

export { definitionProblems, RESERVED_NAMES } from './definition-problems';

/** A text in both of the portal's languages. */
export interface Bilingual {
  en: string;
  es: string;
}

/**
 * The kinds of field that name a thing kept elsewhere, each answered by a lookup (`[{ value, label }]`
 * for `?q=`) that the feature holding those things registers (src/lib/records/engine/server/lookups.ts);
 * `record` names a record of another type (`recordType`).
 */
export const REFERENCE_KINDS = [
  'vendor',
  'customer',
  'equipment',
  'workCenter',
  'department',
  'shift',
  'gauge',
  'document',
  'record',
] as const;

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
  ...REFERENCE_KINDS,
] as const;

/** One of `FIELD_KINDS`. */
export type FieldKind = (typeof FIELD_KINDS)[number];

/** A fixed choice: its stored value and its label in both languages. */
export interface ChoiceOption {
  value: string;
  label: Bilingual;
}

/** One field of a record or of a child row; `N` is its name (a definition's field names are checked by the compiler). */
export interface FieldDef<N extends string = string> {
  /** Stored name, camelCase (`rootCause`); the API's key and the form's input name. */
  name: N;
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
  /** record: the API name of the type it names (`CorrectiveAction`). */
  recordType?: string;
  /** Set by the type's rules on every save (`rules.computed`), never typed: shown, exported, refused on input. */
  computed?: boolean;
  /** Only these may set or change it (the reviewer's response); anyone else is refused 403 naming the field. */
  editBy?: readonly Actor[];
  /** Only these may read it; anyone else gets the record without it (page, API, CSV). */
  readBy?: readonly Actor[];
  /** A new record's value when none is given: the person opening it, their plant, now, today. */
  default?: 'me' | 'myPlant' | 'now' | 'today';
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

/** The screen of the engine a route of the table shows: a list (with the filters it starts on), the new form, one record, the dashboard. */
export type EngineScreen = 'list' | 'new' | 'record' | 'dashboard' | { list: Readonly<Record<string, string>> };

/** A move from one state to another; `N` the type's field names. */
export interface TransitionDef<N extends string = string> {
  /** Stored and sent name (`submit`, `approve`). */
  name: string;
  from: readonly string[];
  to: string;
  label: Bilingual;
  /** Any one of them may make it. */
  by: readonly Actor[];
  /** Fields that must be filled before it (a root cause before review); its dialog asks for them and sends them with it. */
  requires?: readonly N[];
  /** The record's owner may not make it, whatever rights they hold (an approval is someone else's). */
  notOwner?: boolean;
  /** Whom the bell tells (a sub-application's holders, the owner, the assignee). */
  notify?: readonly Actor[];
}

/** A group of fields on the form and the detail page (a D of an 8D, an approval section). */
export interface SectionDef<N extends string = string> {
  name: string;
  label: Bilingual;
  fields: readonly N[];
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

/** Columns every list may show besides the fields. */
export type BuiltInColumn = 'id' | 'state' | 'plant' | 'updatedAt' | 'createdAt' | 'owner' | 'notAcknowledged';

/**
 * The whole definition of a record type: from it come storage, API, list, form, detail, print and export.
 * `N` is the union of its field names: every place that names a field takes only those.
 */
export interface RecordTypeDef<N extends string = string> {
  /** API name, PascalCase (`CorrectiveAction`): `/v1/Records/CorrectiveAction`. */
  type: string;
  /** The application's route (`/CorrectiveActions`): its access right and its pages. */
  app: string;
  title: Bilingual;
  /**
   * The routes of the table (`src/lib/routes/table-*.ts`, written as there: `/X/:detail`) the engine's pages
   * serve for this type, and the screen each shows; no page file is written for them.
   */
  pages: Readonly<Record<string, EngineScreen>>;
  /** A record's page, `{id}` replaced: its `record` page, else the application's `?id={id}` (set by `defineRecordType`). */
  detailPath: string;
  /** The page that opens a new one: its `new` page, else the application's `?new=1` (set by `defineRecordType`). */
  newPath: string;
  /** The field whose value titles a record in lists and tabs. */
  titleField: N;
  fields: readonly FieldDef<N>[];
  children?: readonly ChildTableDef[];
  sections: readonly SectionDef<N>[];
  states: readonly StateDef[];
  /** A new record's state. */
  initial: string;
  transitions: readonly TransitionDef<N>[];
  /** The employee field a record is assigned by ('assigned to me'). */
  assigneeField?: N;
  /**
   * A checkbox field with which the submitter stays anonymous: ticked when the record is opened, no page,
   * history line, API answer, CSV or notification names them, to anyone (the owner is not stored).
   */
  anonymousField?: N;
  /**
   * Who may read every record of the type (list, page, API, CSV); anyone else with the application reads only
   * those they opened (a suggestion box: the reviewers read all). Default: everyone with the application.
   */
  read?: readonly Actor[];
  /**
   * The sub-application rights the type's actors name, with their titles: written into every database at
   * start by an idempotent step (src/lib/records/engine/server/sync-rights.ts), never only by the seed.
   */
  rights?: Readonly<Record<string, string>>;
  /** What every employee holds, given at start: the application (its route) or rights by name (a suggestion box). */
  everyEmployee?: readonly string[];
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
  expiryField?: N;
  /** The list's columns (field names, and `state`, `plant`, `updatedAt`), in order. */
  columns: readonly (N | BuiltInColumn)[];
  /** The type's own pieces on the engine's screens (a dashboard panel), never a copied page. */
  extensions?: readonly RecordExtension[];
}

/** The field of a definition by name. */
export function fieldOf(def: Pick<RecordTypeDef, 'fields'>, name: string): FieldDef | undefined {
  return def.fields.find((f) => f.name === name);
}

/** A text in the language asked for (English for any other). */
export function say(text: Bilingual, lang: string): string {
  return lang === 'es' ? text.es : text.en;
}

/** What a type's file writes: its definition without the paths `defineRecordType` derives from its pages. */
export type RecordTypeSpec<N extends string> = Omit<
  RecordTypeDef<N>,
  | 'detailPath'
  | 'newPath'
  | 'fields'
  | 'titleField'
  | 'sections'
  | 'transitions'
  | 'columns'
  | 'assigneeField'
  | 'anonymousField'
  | 'expiryField'
> & {
  fields: readonly FieldDef<N>[];
};

/** A record's page and the new-record page of a type, from its pages: paths written once. */
function pathsOf(spec: Pick<RecordTypeDef, 'app' | 'pages'>): { detailPath: string; newPath: string } {
  const entries = Object.entries(spec.pages);
  const record = entries.find(([, screen]) => screen === 'record')?.[0];
  const form = entries.find(([, screen]) => screen === 'new')?.[0];
  return {
    detailPath: record ? record.replace(/:[a-z]+$/i, '{id}') : `${spec.app}?id={id}`,
    newPath: form ?? `${spec.app}?new=1`,
  };
}

/**
 * Checks a definition once, where it is written: a field name it uses but does not define is a compile
 * error (its other places take only the names of `fields`), and `definitionProblems` fails the start and
 * the type's test with one message naming the type and what is wrong.
 * @example export const correctiveAction = defineRecordType({ type: 'CorrectiveAction', ... })
 */
export function defineRecordType<const N extends string>(
  spec: RecordTypeSpec<N> & {
    titleField: NoInfer<N>;
    sections: readonly SectionDef<NoInfer<N>>[];
    transitions: readonly TransitionDef<NoInfer<N>>[];
    columns: readonly (NoInfer<N> | BuiltInColumn)[];
    assigneeField?: NoInfer<N>;
    anonymousField?: NoInfer<N>;
    expiryField?: NoInfer<N>;
  },
): RecordTypeDef {
  const def: RecordTypeDef = { ...spec, ...pathsOf(spec) };
  const problems = definitionProblems(def);
  if (problems.length > 0) throw new Error(`Record type ${def.type}: ${problems.join('; ')}`);
  return def;
}
