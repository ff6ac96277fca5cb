import { describe } from 'vitest';
import { defineSpcSuite } from './spc-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('SPC API on PostgreSQL', () => {
  defineSpcSuite(url);
});
