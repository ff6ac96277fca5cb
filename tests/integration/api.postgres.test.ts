import { describe } from 'vitest';
import { defineDatabaseSuite } from './db-suite';

const url = process.env['TEST_DATABASE_URL'];
if (!url)
  console.info(
    'Skipping the PostgreSQL database suite: TEST_DATABASE_URL is not set (scripts/ci-postgres.sh starts a server and prints it).',
  );

describe.skipIf(!url)('database and API on PostgreSQL', () => {
  defineDatabaseSuite(url);
});
