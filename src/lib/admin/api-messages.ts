import type { TFunction } from 'i18next';

/** API messages a form may show, by pattern, with the translation key and its values. */
const KNOWN: { pattern: RegExp; key: string; values?: (m: RegExpExecArray) => Record<string, string> }[] = [
  { pattern: /^must not be empty$/, key: 'admin.errors.empty' },
  { pattern: /^must be a path inside the portal/, key: 'admin.errors.link' },
  { pattern: /^must be a Material Design icon name/, key: 'admin.errors.iconName' },
  { pattern: /^is not a known Material Design icon/, key: 'admin.errors.iconUnknown' },
  { pattern: /^must be a whole number such as (\d+)$/, key: 'admin.errors.whole', values: (m) => ({ example: m[1] ?? '' }) },
  { pattern: /^must be 1 or more$/, key: 'admin.errors.min1' },
  { pattern: /^must be at most (\d+) characters$/, key: 'admin.errors.max', values: (m) => ({ max: m[1] ?? '' }) },
  { pattern: /^must start with a letter and hold only/, key: 'admin.errors.subAppId' },
  { pattern: /^there is no employee with the ID (\d+)\.$/, key: 'admin.errors.noEmployee', values: (m) => ({ empId: m[1] ?? '' }) },
  { pattern: /^there is no user group (\d+)\.$/, key: 'admin.errors.noGroup', values: (m) => ({ groupId: m[1] ?? '' }) },
  { pattern: /^there is no menu item with menu ID (\d+)\.$/, key: 'admin.errors.noMenuItem', values: (m) => ({ menuId: m[1] ?? '' }) },
  { pattern: /^Menu ID (\d+) is already used by (.+)\.$/, key: 'admin.errors.menuIdUsed', values: (m) => ({ menuId: m[1] ?? '', title: m[2] ?? '' }) },
  { pattern: /^The link (\S+) is already used by (.+) \(menu ID (\d+)\)\.$/, key: 'admin.errors.linkUsed', values: (m) => ({ link: m[1] ?? '', title: m[2] ?? '', menuId: m[3] ?? '' }) },
  { pattern: /^The sub-application ID (\S+) is already used \((.+)\)\.$/, key: 'admin.errors.subAppUsed', values: (m) => ({ subAppId: m[1] ?? '', title: m[2] ?? '' }) },
  { pattern: /^A user group named (.+) already exists\.$/, key: 'admin.errors.groupUsed', values: (m) => ({ name: m[1] ?? '' }) },
  { pattern: /^(.+) is already a member of (.+)\.$/, key: 'admin.errors.alreadyMember', values: (m) => ({ who: m[1] ?? '', group: m[2] ?? '' }) },
  { pattern: /^(.+) already has (.+)\.$/, key: 'admin.errors.alreadyGranted', values: (m) => ({ who: m[1] ?? '', what: m[2] ?? '' }) },
  { pattern: /^(.+) has no grant of (.+) to revoke\.$/, key: 'admin.errors.noGrant', values: (m) => ({ who: m[1] ?? '', what: m[2] ?? '' }) },
  { pattern: /^(.+) is not a member of (.+)\.$/, key: 'admin.errors.notMember', values: (m) => ({ who: m[1] ?? '', group: m[2] ?? '' }) },
];

const FIELDS = new Set(['menuId', 'link', 'title', 'icon', 'subAppId', 'name', 'empID', 'groupId']);

/** One refusal of the API in the page's language, with the form fields it names. */
export interface TranslatedMessage {
  /** Every issue, joined into one sentence list. */
  message: string;
  /** Each named field's own message. */
  fields: Record<string, string>;
}

/** One issue ('title: must not be empty') in the page's language, and the field it names. */
function translateIssue(t: TFunction, issue: string): { field: string | null; message: string } {
  const named = /^([A-Za-z]+): (.*)$/.exec(issue);
  const field = named && FIELDS.has(named[1] ?? '') ? (named[1] ?? null) : null;
  const text = field ? (named?.[2] ?? issue) : issue;
  const known = KNOWN.map((k) => ({ k, match: k.pattern.exec(text) })).find((m) => m.match !== null);
  const translated = known?.match ? t(known.k.key, known.k.values?.(known.match) ?? {}) : text;
  return { field, message: field ? `${t(`admin.fields.${field}`)}: ${translated}` : translated };
}

/**
 * The API's message (issues joined by '; ') in the page's language, with the fields it is about;
 * unknown messages are shown as the API wrote them.
 * @example translateApiMessage(t, 'title: must not be empty') // { message: 'Title: must not be empty.', fields: { title: 'Title: must not be empty.' } }
 */
export function translateApiMessage(t: TFunction, message: string): TranslatedMessage {
  const issues = message.split('; ').map((issue) => translateIssue(t, issue));
  const fields: Record<string, string> = {};
  for (const issue of issues) if (issue.field && !fields[issue.field]) fields[issue.field] = issue.message;
  return { message: issues.map((i) => i.message).join(' '), fields };
}
