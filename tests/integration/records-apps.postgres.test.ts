import { describe } from 'vitest';
import { defineRecordAppsSuite } from './records-apps-suite';

const postgresUrl = process.env['TEST_DATABASE_URL'];
describe.skipIf(!postgresUrl)('record applications (rules, effects, field rights, anonymity, declared rights) on PostgreSQL', () => {
  defineRecordAppsSuite(postgresUrl);
});
