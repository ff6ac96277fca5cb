import { describe } from 'vitest';
import { defineJobLeaseSuite } from './job-lease-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('scheduled jobs lease on PostgreSQL', () => {
  defineJobLeaseSuite(url);
});
