import { describe } from 'vitest';
import { definePeopleSuite } from './people-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('the employee master, the muster roll and text alerts on PostgreSQL', () => {
  definePeopleSuite(url);
});
