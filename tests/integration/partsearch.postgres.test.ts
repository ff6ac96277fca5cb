import { describe } from 'vitest';
import { definePartSearchSuite } from './partsearch-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('part search API on PostgreSQL', () => {
  definePartSearchSuite(url);
});
