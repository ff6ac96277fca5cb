import { describe } from 'vitest';
import { defineLaborCalendarSuite } from './labor-calendar-suite';
import { defineLaborKioskSuite } from './labor-kiosk-suite';
import { defineLaborSuite } from './labor-suite';

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
