import { describe } from 'vitest';
import { defineReportsSuite } from './reports-suite';

const postgresUrl = process.env['TEST_DATABASE_URL'];
describe.skipIf(!postgresUrl)('reports on PostgreSQL', () => {
  defineReportsSuite(postgresUrl);
});
