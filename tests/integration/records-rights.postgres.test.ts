import { describe } from 'vitest';
import { defineRecordRightsSuite } from './records-rights-suite';

const postgresUrl = process.env['TEST_DATABASE_URL'];
describe.skipIf(!postgresUrl)('record rights by plant on PostgreSQL', () => {
  defineRecordRightsSuite(postgresUrl);
});
