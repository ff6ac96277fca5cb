import { describeListCaches } from './list-caches-suite';

const url = process.env['TEST_DATABASE_URL'];

describeListCaches('PostgreSQL', url, !url);
