import { describe } from 'vitest';
import { defineRecordEngineSuite } from './records-engine-suite';

describe('record engine API on PGlite', () => {
  defineRecordEngineSuite(undefined);
});
