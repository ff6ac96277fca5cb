import { describe } from 'vitest';
import { defineMaintenanceSuite } from './maintenance-suite';

describe('Maintenance API on PGlite', () => {
  defineMaintenanceSuite(undefined);
});
