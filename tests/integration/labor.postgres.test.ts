import { describe } from 'vitest';
import { defineLaborCalendarSuite } from './labor-calendar-suite';
import { defineLaborFixSuite } from './labor-fix-suite';
import { defineLaborKioskSuite } from './labor-kiosk-suite';
import { defineLaborSuite } from './labor-suite';
import { defineLaborProbeSuite } from './labor-probe-suite';
import { definePlantWritesSuite } from './plant-writes-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('labor on PostgreSQL', () => {
  defineLaborSuite(url);
});

describe.skipIf(!url)('the time clock kiosk on PostgreSQL', () => {
  defineLaborKioskSuite(url);
});

describe.skipIf(!url)('the absence calendar on PostgreSQL', () => {
  defineLaborCalendarSuite(url);
});

describe.skipIf(!url)('a supervisor’s fix at every hour on PostgreSQL', () => {
  defineLaborFixSuite(url);
});

describe.skipIf(!url)('the probe’s attacks on the time clock on PostgreSQL', () => {
  defineLaborProbeSuite(url);
});

describe.skipIf(!url)('labor and boards writes at another plant, and private labor reads, on PostgreSQL', () => {
  definePlantWritesSuite(url);
});
