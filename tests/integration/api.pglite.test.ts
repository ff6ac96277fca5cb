import { describe } from 'vitest';
import { defineDatabaseSuite } from './db-suite';

describe('database and API on PGlite', () => {
  defineDatabaseSuite(undefined);
});
