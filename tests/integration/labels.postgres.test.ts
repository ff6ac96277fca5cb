import { describe } from 'vitest';
import { defineLabelsSuite } from './labels-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('label prints API on PostgreSQL', () => {
  defineLabelsSuite(url);
});
