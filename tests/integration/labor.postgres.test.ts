import { describe } from 'vitest';
import { defineLaborSuite } from './labor-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('labor on PostgreSQL', () => {
  defineLaborSuite(url);
});
