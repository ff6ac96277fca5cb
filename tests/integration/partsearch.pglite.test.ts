import { describe } from 'vitest';
import { definePartSearchSuite } from './partsearch-suite';

describe('part search API on PGlite', () => {
  definePartSearchSuite(undefined);
});
