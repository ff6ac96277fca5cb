import { describe } from 'vitest';
import { defineLaborCalendarSuite } from './labor-calendar-suite';
import { defineLaborFixSuite } from './labor-fix-suite';
import { defineLaborKioskSuite } from './labor-kiosk-suite';
import { defineLaborSuite } from './labor-suite';

describe('labor on PGlite', () => {
  defineLaborSuite(undefined);
});

describe('the time clock kiosk on PGlite', () => {
  defineLaborKioskSuite(undefined);
});

describe('the absence calendar on PGlite', () => {
  defineLaborCalendarSuite(undefined);
});

describe('a supervisor’s fix at every hour on PGlite', () => {
  defineLaborFixSuite(undefined);
});
