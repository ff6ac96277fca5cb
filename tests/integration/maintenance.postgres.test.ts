import { describe } from 'vitest';
import { defineMaintenanceSuite } from './maintenance-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('Maintenance API on PostgreSQL', () => {
  defineMaintenanceSuite(url);
});
