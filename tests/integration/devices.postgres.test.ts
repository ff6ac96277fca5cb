import { describe } from 'vitest';
import { defineDevicesSuite } from './devices-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('devices and boards on PostgreSQL', () => {
  defineDevicesSuite(url);
});
