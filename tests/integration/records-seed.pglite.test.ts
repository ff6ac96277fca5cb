import { describe } from 'vitest';
import { defineRecordSeedSuite } from './records-engine-suite';

describe('quality applications demo on PGlite', () => {
  defineRecordSeedSuite(undefined);
});
