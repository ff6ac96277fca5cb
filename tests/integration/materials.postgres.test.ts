import { describe } from 'vitest';
import { defineMaterialsSuite } from './materials-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('materials API on PostgreSQL', () => {
  defineMaterialsSuite(url);
});
