import { describe } from 'vitest';
import { defineCronSuite } from './cron-suite';

describe('scheduled jobs API on PGlite', () => {
  defineCronSuite(undefined);
});
