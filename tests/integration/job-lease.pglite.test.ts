import { describe } from 'vitest';
import { defineJobLeaseSuite } from './job-lease-suite';

describe('scheduled jobs lease on PGlite', () => {
  defineJobLeaseSuite(undefined);
});
