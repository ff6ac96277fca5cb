import { describe } from 'vitest';
import { defineCronSuite } from './cron-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('scheduled jobs API on PostgreSQL', () => {
  defineCronSuite(url);
});
