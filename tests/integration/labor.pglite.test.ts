import { describe } from 'vitest';
import { defineLaborKioskSuite } from './labor-kiosk-suite';
import { defineLaborSuite } from './labor-suite';

describe('labor on PGlite', () => {
  defineLaborSuite(undefined);
});

describe('the time clock kiosk on PGlite', () => {
  defineLaborKioskSuite(undefined);
});
