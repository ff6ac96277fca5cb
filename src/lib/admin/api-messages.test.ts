import { describe, expect, it } from 'vitest';
import { translator } from '../i18n';
import { translateApiMessage } from './api-messages';

describe('translateApiMessage', () => {
  it('gives each named field its message in the page language', () => {
    const result = translateApiMessage(translator('es'), "link: must be a path inside the portal such as /Maintenance ('/' then a name); title: must not be empty");
    expect(result.fields['title']).toBe('Título: no puede estar vacío.');
    expect(result.fields['link']).toMatch(/^Enlace: debe ser una ruta dentro del portal/);
    expect(result.message).toContain('Título: no puede estar vacío.');
  });

  it('translates known conflicts and keeps unknown messages as the API wrote them', () => {
    const en = translator('en');
    expect(translateApiMessage(translator('es'), 'Menu ID 12 is already used by Labels.').message).toBe('El ID de menú 12 ya lo usa Labels.');
    expect(translateApiMessage(en, 'Maria Nguyen (2001) already has Glossary.')).toEqual({ message: 'Maria Nguyen (2001) already has Glossary.', fields: {} });
    expect(translateApiMessage(en, 'Something new happened.')).toEqual({ message: 'Something new happened.', fields: {} });
    expect(translateApiMessage(en, 'empID: there is no employee with the ID 99.').fields).toEqual({ empID: 'Employee ID: there is no employee with the ID 99.' });
  });
});
