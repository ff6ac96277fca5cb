import { describe, expect, it } from 'vitest';
import { NAMESPACES, translator } from '@/lib/i18n';
import { ADMIN_ERROR_CODES } from '@/lib/admin/server/refusals';
import { translateApiError } from './api-errors';

const en = translator('en');
const es = translator('es');

/** A 400 of the menu-item form as the API answers it: two fields, English messages the screen must not need. */
const BAD_MENU_ITEM = {
  status: 400,
  code: 'invalid-input',
  message: 'title: must not be empty; link: must be a path inside the portal …; menuId: must be a whole number such as 12',
  fields: [
    { field: 'title', code: 'required', message: 'must not be empty' },
    { field: 'link', code: 'link-format', message: 'must be a path inside the portal …' },
    { field: 'menuId', code: 'whole-number', message: 'must be a whole number such as 12', values: { example: 12 } },
    { field: 'title', code: 'too-long', message: 'must be at most 100 characters', values: { max: 100 } },
  ],
};

/** A 409 of the menu-item form: the menu id is taken, said at its field. */
const MENU_ID_USED = {
  status: 409,
  code: 'menu-id-used',
  message: 'Menu ID 12 is already used by Labels.',
  values: { menuId: 12, title: 'Labels' },
  fields: [
    { field: 'menuId', code: 'menu-id-used', message: 'Menu ID 12 is already used by Labels.', values: { menuId: 12, title: 'Labels' } },
  ],
};

describe('translateApiError', () => {
  it('gives each refused field its message by code, in Spanish and in English, first issue per field', () => {
    const spanish = translateApiError(es, BAD_MENU_ITEM);
    expect(spanish.fields).toEqual({
      title: 'Título: no puede estar vacío.',
      link: "Enlace: debe ser una ruta dentro del portal, como /Maintenance (una '/' y luego un nombre de letras, dígitos, _ o -).",
      menuId: 'ID de menú: debe ser un número entero, como 12.',
    });
    expect(spanish.message).toBe(
      `${spanish.fields['title']} ${spanish.fields['link']} ${spanish.fields['menuId']} Título: debe tener como máximo 100 caracteres.`,
    );
    const english = translateApiError(en, BAD_MENU_ITEM);
    expect(english.fields['title']).toBe('Title: must not be empty.');
    expect(english.fields['menuId']).toBe('Menu ID: must be a whole number, such as 12.');
  });

  it('says a conflict as a sentence with its values, at the field it is about', () => {
    expect(translateApiError(es, MENU_ID_USED)).toEqual({
      message: 'El ID de menú 12 ya lo usa Labels.',
      fields: { menuId: 'El ID de menú 12 ya lo usa Labels.' },
    });
    expect(translateApiError(en, MENU_ID_USED)).toEqual({
      message: 'Menu ID 12 is already used by Labels.',
      fields: { menuId: 'Menu ID 12 is already used by Labels.' },
    });
    const missing = { status: 404, code: 'no-menu-item', message: 'There is no menu item with menu ID 9.', values: { menuId: 9 } };
    expect(translateApiError(es, missing)).toEqual({ message: 'No hay ningún elemento de menú con el ID 9.', fields: {} });
    const noEmployee = {
      status: 400,
      code: 'no-employee',
      message: 'empID: there is no employee with the ID 99.',
      fields: [{ field: 'empID', code: 'no-employee', message: 'there is no employee with the ID 99.', values: { empId: 99 } }],
    };
    expect(translateApiError(es, noEmployee).fields).toEqual({ empID: 'ID de empleado: no hay ningún empleado con el ID 99.' });
  });

  it("keeps the API's message for a code it has no text for", () => {
    expect(translateApiError(es, { status: 409, code: 'something-new', message: 'Something new happened.' })).toEqual({
      message: 'Something new happened.',
      fields: {},
    });
    const field = {
      status: 400,
      code: 'invalid-input',
      message: 'x',
      fields: [{ field: 'title', code: 'something-new', message: 'is odd' }],
    };
    expect(translateApiError(es, field)).toEqual({ message: 'Título: is odd', fields: { title: 'Título: is odd' } });
  });

  it('has a text for every code the administration refuses with, in both languages', () => {
    for (const lang of ['en', 'es'] as const) {
      const texts = NAMESPACES[lang].admin.errors as Record<string, string>;
      expect(
        ADMIN_ERROR_CODES.filter((code) => !texts[code]),
        lang,
      ).toEqual([]);
      expect(
        Object.keys(texts).filter((code) => !(ADMIN_ERROR_CODES as readonly string[]).includes(code)),
        lang,
      ).toEqual([]);
    }
  });
});
