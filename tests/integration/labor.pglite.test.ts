import { describe } from 'vitest';
import { defineLaborCalendarSuite } from './labor-calendar-suite';
import { defineLaborFixSuite } from './labor-fix-suite';
import { defineLaborKioskSuite } from './labor-kiosk-suite';
import { defineLaborSuite } from './labor-suite';
import { defineLaborProbeSuite } from './labor-probe-suite';
import { definePlantWritesSuite } from './plant-writes-suite';

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

describe('the probe’s attacks on the time clock on PGlite', () => {
  defineLaborProbeSuite(undefined);
});

describe('labor and boards writes at another plant, and private labor reads, on PGlite', () => {
  definePlantWritesSuite(undefined);
});
