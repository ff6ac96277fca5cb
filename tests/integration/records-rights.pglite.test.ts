import { describe } from 'vitest';
import { defineRecordRightsSuite } from './records-rights-suite';

describe('record rights by plant on PGlite', () => {
  defineRecordRightsSuite(undefined);
});
