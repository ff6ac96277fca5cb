import { z } from '@hono/zod-openapi';
import { FALLBACK_ICON, iconPath } from '@/lib/icons';
import { AccessSchema } from '@/lib/server/api/schemas';
import { pageOf } from '@/lib/paging/paging-schemas';

/**
 * Options of a refinement whose issue carries a stable code and the values of its message, so a screen
 * translates it without reading the English (zod's own format issues carry no code of their own).
 */
function coded(code: string, message: string, values?: Record<string, string | number>) {
  return { message, params: { code, ...(values ? { values } : {}) } };
}

/** A string that must match a pattern, refused with its own code; the OpenAPI document still shows the pattern. */
function matching(schema: z.ZodString, pattern: RegExp, code: string, message: string, values?: Record<string, string | number>) {
  return schema.refine((value) => pattern.test(value), coded(code, message, values)).openapi({ pattern: pattern.source });
}

/** A whole number from 1 in a body or path, given as a number or as digits (forms post strings). */
function wholeNumberBody(example: number, max: number) {
  const message = `must be a whole number such as ${example}`;
  return z
    .preprocess(
      (value) => (typeof value === 'string' && /^\s*[0-9]{1,12}\s*$/.test(value) ? Number(value) : value),
      z
        .custom<number>((value) => typeof value === 'number' && Number.isInteger(value), coded('whole-number', message, { example }))
        .refine((n) => n >= 1, coded('too-small', 'must be 1 or more', { min: 1 }))
        .refine((n) => n <= max, coded('too-big', 'is too large', { max })),
    )
    .openapi({ type: 'integer', example, minimum: 1, maximum: max });
}

/** A required text of at most `max` characters, trimmed: 'required' when empty, 'too-long' with { max }. */
function requiredText(max: number) {
  return z
    .string({ message: 'is required' })
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(max, { message: `must be at most ${max} characters` });
}

export { PagingQuery } from '@/lib/paging/paging-schemas';

/** Sort direction, ascending by default. */
export const DirQuery = z
  .enum(['asc', 'desc'], { message: "must be 'asc' or 'desc'" })
  .optional()
  .transform((d) => d ?? 'asc');

/** A free-text search, trimmed; empty means none. */
export const SearchQuery = z
  .string()
  .trim()
  .max(100, { message: 'must be at most 100 characters' })
  .optional()
  .transform((q) => (q ? q : undefined));

/** A menu id in a path or body: a whole number from 1. */
export const MenuIdSchema = wholeNumberBody(12, 2_147_483_647);

/** A sub-application id: a letter, then letters, digits, '_', '.' or '-' (e.g. Maintenance_Manager). */
export const SubAppIdSchema = matching(
  z.string().trim(),
  /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/,
  'sub-app-id-format',
  'must start with a letter and hold only letters, digits, _ . or - (such as Maintenance_Manager)',
).openapi({ example: 'Maintenance_Manager' });

/** A whole-number id in a body (employee id, group id). */
const BodyId = (example: number) => wholeNumberBody(example, 999_999_999);

/** The fields of a menu item as an administrator enters them. */
export const MenuItemInputSchema = z
  .object({
    menuId: MenuIdSchema,
    link: matching(
      z.string({ message: 'is required' }).trim().max(200, { message: 'must be at most 200 characters' }),
      /^\/[A-Za-z][A-Za-z0-9_-]*(\/[A-Za-z0-9_-]+)*$/,
      'link-format',
      "must be a path inside the portal such as /Maintenance ('/' then a name of letters, digits, _ or -)",
    ),
    title: requiredText(100),
    icon: matching(
      z.string({ message: 'is required' }).trim(),
      /^mdi-[a-z0-9]+(-[a-z0-9]+)*$/,
      'icon-format',
      'must be a Material Design icon name such as mdi-wrench',
    ).refine(
      (name) => name === FALLBACK_ICON || iconPath(name) !== iconPath(FALLBACK_ICON),
      coded('icon-unknown', 'is not a known Material Design icon (see pictogrammers.com/library/mdi)'),
    ),
  })
  .openapi('MenuItemInput', { example: { menuId: 121, link: '/Training', title: 'Training', icon: 'mdi-school' } });

/** A menu item as administration lists it. */
export const AdminMenuItemSchema = z
  .object({ menuId: z.number().int(), link: z.string(), title: z.string(), icon: z.string(), subAppCount: z.number().int().optional() })
  .openapi('AdminMenuItem');

/** A sub-application. */
export const SubAppSchema = z.object({ subAppId: z.string(), menuId: z.number().int().nullable(), title: z.string() }).openapi('SubApp');

/** Body of POST /Admin/SubApps. */
export const SubAppInputSchema = z
  .object({
    subAppId: SubAppIdSchema,
    menuId: MenuIdSchema,
    title: requiredText(100),
  })
  .openapi('SubAppInput');

/** Body of POST and PATCH /Admin/Groups. */
export const GroupInputSchema = z.object({ name: requiredText(100) }).openapi('GroupInput');

/** Body naming an employee (group member, grant to an employee). */
export const EmployeeRefSchema = z.object({ empID: BodyId(2001) }).openapi('EmployeeRef');
/** Body naming a user group (grant to a group). */
export const GroupRefSchema = z.object({ groupId: BodyId(1) }).openapi('GroupRef');

/** An employee in the administration's lists. */
export const AdminEmployeeSchema = z
  .object({
    empId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    plantId: z.string().nullable(),
    plantName: z.string().nullable(),
    companyEmail: z.string(),
  })
  .openapi('AdminEmployee');

/** A user group with its member count. */
export const GroupSchema = z.object({ groupId: z.number().int(), name: z.string(), memberCount: z.number().int() }).openapi('UserGroup');

/** Where an employee's right comes from. */
export const AccessSourceSchema = z
  .union([z.object({ type: z.literal('direct') }), z.object({ type: z.literal('group'), groupId: z.number().int(), name: z.string() })])
  .openapi('AccessSource');

/** One audit row. */
export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string().openapi({ format: 'date-time' }),
    actorEmpId: z.number().int().nullable(),
    actorName: z.string().nullable(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .openapi('AuditEntry');

/** What the administration changes; the audit log's `entity` column. */
export const AUDIT_ENTITIES = ['menu_item', 'sub_app', 'user_group', 'group_member', 'app_grant', 'sub_app_grant', 'plant_grant'] as const;
/** One kind of administered thing. */
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** `entity` filter of the audit log: one or more kinds, comma-separated. */
export const AuditEntityQuery = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const list = (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = list.filter((e) => !(AUDIT_ENTITIES as readonly string[]).includes(e));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown ${unknown.join(', ')}; use ${AUDIT_ENTITIES.join(', ')}`,
        params: { code: 'unknown-entity', values: { entities: unknown.join(', ') } },
      });
      return z.NEVER;
    }
    return list as (typeof AUDIT_ENTITIES)[number][];
  })
  .openapi({ type: 'string', example: 'app_grant,menu_item' });

/** An employee granted an application or sub-application directly. */
export const EmployeeGrantSchema = z
  .object({
    empId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    plantId: z.string().nullable(),
    plantName: z.string().nullable(),
    grantedAt: z.string(),
  })
  .openapi('EmployeeGrant');

/** A user group granted an application or sub-application. */
export const GroupGrantSchema = z
  .object({ groupId: z.number().int(), name: z.string(), memberCount: z.number().int(), grantedAt: z.string() })
  .openapi('GroupGrant');

/** Someone who holds an application or sub-application, and how. */
export const HolderSchema = z
  .object({
    empId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    plantId: z.string().nullable(),
    sources: z.array(AccessSourceSchema),
  })
  .openapi('Holder');

/** An application in an employee's access, with where it comes from. */
export const SourcedAppSchema = z
  .object({ menuId: z.number().int(), link: z.string(), title: z.string(), icon: z.string(), sources: z.array(AccessSourceSchema) })
  .openapi('SourcedApp');

/** A sub-application in an employee's access, with where it comes from. */
export const SourcedSubAppSchema = z
  .object({ subAppId: z.string(), title: z.string(), menuId: z.number().int().nullable(), sources: z.array(AccessSourceSchema) })
  .openapi('SourcedSubApp');

/** A plant an employee may work at besides their own (GET /Admin/Employees/{empID}/Plants). */
export const PlantGrantSchema = z.object({ plantId: z.string(), plantName: z.string(), grantedAt: z.string() }).openapi('PlantGrant');

/** What an employee page offers to grant: the applications and sub-applications the employee has no own grant of, by title and id. */
export const GrantableSchema = z
  .object({
    apps: z.array(z.object({ menuId: z.number().int(), title: z.string(), link: z.string() })),
    subApps: z.array(z.object({ subAppId: z.string(), title: z.string() })),
  })
  .openapi('Grantable');

/** An employee's effective access, each right with its sources (GET /Admin/Employees/{empID}/Access). */
export const EmployeeAccessSchema = z
  .object({
    employee: AdminEmployeeSchema,
    apps: z.array(SourcedAppSchema),
    subApps: z.array(SourcedSubAppSchema),
    groups: z.array(GroupSchema),
    access: AccessSchema,
    /** The plants granted besides their own (every plant when they hold Apps_Security). */
    plants: z.array(PlantGrantSchema),
    grantable: GrantableSchema,
  })
  .openapi('EmployeeAccess');

/** One page of menu items, with the next free menu id (GET /Admin/MenuItems). */
export const MenuItemPageSchema = pageOf(AdminMenuItemSchema, 'MenuItemPage').extend({ nextMenuId: z.number().int() });
/** One page of holders, with the application's or sub-application's title. */
export const HolderPageSchema = pageOf(HolderSchema, 'HolderPage').extend({ title: z.string() });
/** One page of the audit log. */
export const AuditPageSchema = pageOf(AuditEntrySchema, 'AuditPage');
/** One page of employees. */
export const EmployeePageSchema = pageOf(AdminEmployeeSchema, 'EmployeePage');
/** One page of groups. */
export const GroupPageSchema = pageOf(GroupSchema, 'GroupPage');

/** The answer to a removal. */
export const RemovedSchema = z.object({ removed: z.literal(true) });

/** The answer to a grant. */
export const GrantedSchema = z.object({ granted: z.literal(true) });

/** The answer to a revocation. */
export const RevokedSchema = z.object({ revoked: z.literal(true) });
