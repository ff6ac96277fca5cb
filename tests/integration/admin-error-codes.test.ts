/**
 * The administration API refuses with stable codes and values: each form field rule and
 * each refusal of the stores has its code, and a Spanish screen says every one of them from its code
 * alone (the English message is never read).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n';
import { translateApiError } from '@/lib/admin/api-errors';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const JORDAN = 'shjcarter@example.com'; // Apps_Security
const es = translator('es');

/** A refused call: its status, the refusal's code and, per field, the field codes expected. */
const REFUSALS: { call: [string, string, unknown?]; status: number; code: string; fields?: Record<string, string> }[] = [
  {
    call: ['POST', '/v1/Admin/MenuItems', { menuId: 'x', link: 'Training', title: ' ', icon: 'school' }],
    status: 400,
    code: 'invalid-input',
    fields: { menuId: 'whole-number', link: 'link-format', title: 'required', icon: 'icon-format' },
  },
  {
    call: ['POST', '/v1/Admin/MenuItems', { menuId: 0, link: '/Training', title: 'x'.repeat(101), icon: 'mdi-no-such-icon-at-all' }],
    status: 400,
    code: 'invalid-input',
    fields: { menuId: 'too-small', title: 'too-long', icon: 'icon-unknown' },
  },
  {
    call: ['POST', '/v1/Admin/MenuItems', { link: '/Training', title: 'T', icon: 'mdi-school' }],
    status: 400,
    code: 'invalid-input',
    fields: { menuId: 'whole-number' },
  },
  {
    call: ['POST', '/v1/Admin/MenuItems', { menuId: 49, link: '/Other', title: 'Other', icon: 'mdi-label' }],
    status: 409,
    code: 'menu-id-used',
    fields: { menuId: 'menu-id-used' },
  },
  {
    call: ['POST', '/v1/Admin/MenuItems', { menuId: 901, link: '/Labels', title: 'Other', icon: 'mdi-label' }],
    status: 409,
    code: 'link-used',
    fields: { link: 'link-used' },
  },
  {
    call: ['PUT', '/v1/Admin/MenuItems/9999', { menuId: 9999, link: '/Nine', title: 'Nine', icon: 'mdi-label' }],
    status: 404,
    code: 'no-menu-item',
  },
  {
    call: ['POST', '/v1/Admin/SubApps', { subAppId: '9bad', menuId: 49, title: 'X' }],
    status: 400,
    code: 'invalid-input',
    fields: { subAppId: 'sub-app-id-format' },
  },
  {
    call: ['POST', '/v1/Admin/SubApps', { subAppId: 'X_Y', menuId: 9999, title: 'X' }],
    status: 400,
    code: 'no-menu-item',
    fields: { menuId: 'no-menu-item' },
  },
  {
    call: ['POST', '/v1/Admin/SubApps', { subAppId: 'apps_security', menuId: 49, title: 'X' }],
    status: 409,
    code: 'sub-app-id-used',
    fields: { subAppId: 'sub-app-id-used' },
  },
  { call: ['GET', '/v1/Admin/SubApps/No_Such'], status: 404, code: 'no-sub-app' },
  { call: ['POST', '/v1/Admin/Groups', { name: '' }], status: 400, code: 'invalid-input', fields: { name: 'required' } },
  { call: ['GET', '/v1/Admin/Groups/999999'], status: 404, code: 'no-group' },
  { call: ['POST', '/v1/Admin/Groups/1/Members', { empID: 99999 }], status: 400, code: 'no-employee', fields: { empID: 'no-employee' } },
  { call: ['DELETE', '/v1/Admin/Groups/1/Members/99999'], status: 404, code: 'not-member' },
  {
    call: ['POST', '/v1/Admin/Apps/49/Employees', { empID: 1001 }],
    status: 409,
    code: 'already-granted',
    fields: { empID: 'already-granted' },
  },
  { call: ['POST', '/v1/Admin/Apps/49/Groups', { groupId: 999999 }], status: 400, code: 'no-group', fields: { groupId: 'no-group' } },
  { call: ['DELETE', '/v1/Admin/Apps/49/Employees/2001'], status: 404, code: 'no-grant' },
  {
    call: ['POST', '/v1/Admin/Apps/abc/Employees', { empID: 2001 }],
    status: 400,
    code: 'invalid-input',
    fields: { menuId: 'whole-number' },
  },
  { call: ['GET', '/v1/Admin/Employees/99999/Access'], status: 404, code: 'no-employee' },
  { call: ['GET', '/v1/Admin/MenuItems?pageSize=500'], status: 400, code: 'invalid-input', fields: { pageSize: 'whole-number-range' } },
  { call: ['GET', '/v1/Admin/AuditLog?entity=passwords'], status: 400, code: 'invalid-input', fields: { entity: 'unknown-entity' } },
];

describe('administration refusals (PGlite)', () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await openApiHarness(undefined);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('carry a stable code, values and field codes, and each is said in Spanish from its code', async () => {
    for (const { call, status, code, fields } of REFUSALS) {
      const [method, url, body] = call;
      const res = await h.call(method, url, JORDAN, body);
      const what = `${method} ${url}`;
      expect(res.status, what).toBe(status);
      const error = res.json.error;
      expect(error.code, what).toBe(code);
      expect(Object.fromEntries((error.fields ?? []).map((f: { field: string; code: string }) => [f.field, f.code])), what).toEqual(
        fields ?? {},
      );
      if (code !== 'invalid-input') expect(error.values, what).toBeTypeOf('object');
      const spanish = translateApiError(es, {
        status,
        code: error.code,
        message: error.message,
        values: error.values,
        fields: error.fields,
      });
      expect(spanish.message, what).not.toContain(error.message);
      for (const issue of error.fields ?? []) expect(spanish.fields[issue.field], what).not.toContain(issue.message);
    }
  });
});
