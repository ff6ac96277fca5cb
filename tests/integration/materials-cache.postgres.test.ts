import { describeMaterialsCache } from './materials-cache-suite';

const url = process.env['TEST_DATABASE_URL'];

describeMaterialsCache('PostgreSQL', url, !url);
