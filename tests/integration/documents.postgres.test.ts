import { describe } from 'vitest';
import { defineDocumentsSuite } from './documents-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('documents API on PostgreSQL', () => {
  defineDocumentsSuite(url);
});
