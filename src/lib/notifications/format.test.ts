import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DESCRIPTION_MAX, notificationDateLabel, shortDescription } from './format';

const templates = { today: 'Today {{time}}', yesterday: 'Yesterday {{time}}' };

describe('shortDescription', () => {
  it('keeps a description of 31 characters or fewer whole (null: no tooltip)', () => {
    expect(NOTIFICATION_DESCRIPTION_MAX).toBe(31);
    expect(shortDescription('x'.repeat(31))).toBeNull();
    expect(shortDescription('New QA alert')).toBeNull();
  });

  it('cuts a longer one after 31 characters with an ellipsis, counting characters not UTF-16 units', () => {
    expect(shortDescription('x'.repeat(32))).toBe(`${'x'.repeat(31)}…`);
    expect(shortDescription('Corrective action 77 was assigned to you by Quality')).toBe('Corrective action 77 was assign…');
    expect(shortDescription(`${'é'.repeat(31)}`)).toBeNull();
    expect(shortDescription(`${'🔧'.repeat(32)}`)).toBe(`${'🔧'.repeat(31)}…`);
  });
});

describe('notificationDateLabel', () => {
  const now = new Date(2025, 2, 3, 12, 0);

  it("says 'Today' and 'Yesterday' by the reader's calendar, with the time", () => {
    expect(notificationDateLabel(new Date(2025, 2, 3, 8, 5).toISOString(), 'en', now, templates)).toMatch(/^Today 8:05/);
    expect(notificationDateLabel(new Date(2025, 2, 2, 23, 59).toISOString(), 'en', now, templates)).toMatch(
      /^Yesterday 11:59 PM|^Yesterday 23:59/,
    );
    expect(
      notificationDateLabel(new Date(2025, 2, 3, 0, 1).toISOString(), 'es', now, { today: 'Hoy {{time}}', yesterday: 'Ayer {{time}}' }),
    ).toBe('Hoy 0:01');
  });

  it('gives a short date in the language otherwise, with the year only for another year', () => {
    expect(notificationDateLabel(new Date(2025, 0, 15, 9, 30).toISOString(), 'en', now, templates)).toMatch(/^Jan 15/);
    expect(notificationDateLabel(new Date(2025, 0, 15, 9, 30).toISOString(), 'es', now, templates)).toMatch(/^15 ene/);
    expect(notificationDateLabel(new Date(2024, 11, 31, 9, 30).toISOString(), 'en', now, templates)).toBe('Dec 31, 2024');
    expect(notificationDateLabel('not a date', 'en', now, templates)).toBe('');
  });
});
