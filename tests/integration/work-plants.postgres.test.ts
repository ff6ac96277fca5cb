import { describe } from 'vitest';
import { defineInputBoundsSuite } from './input-bounds-suite';
import { defineWorkPlantsSuite } from './work-plants-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('the plants a person works at, on PostgreSQL', () => {
  const harness = defineWorkPlantsSuite(url);
  describe('input bounds', () => defineInputBoundsSuite(harness));
});
