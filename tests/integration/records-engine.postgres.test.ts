import { describe } from 'vitest';
import { defineRecordEngineSuite } from './records-engine-suite';

const postgresUrl = process.env['TEST_DATABASE_URL'];
describe.skipIf(!postgresUrl)('record engine API on PostgreSQL', () => {
  defineRecordEngineSuite(postgresUrl);
});
