import { describeCacheGenerations } from './cache-generations-suite';

const url = process.env['TEST_DATABASE_URL'];

describeCacheGenerations('PostgreSQL', url, !url);
