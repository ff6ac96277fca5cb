import { describe } from 'vitest';
import { defineWorkPlantsSuite } from './work-plants-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('the plants a person works at, on PostgreSQL', () => {
  defineWorkPlantsSuite(url);
});
