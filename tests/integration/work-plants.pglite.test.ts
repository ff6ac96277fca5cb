import { describe } from 'vitest';
import { defineInputBoundsSuite } from './input-bounds-suite';
import { defineWorkPlantsSuite } from './work-plants-suite';

describe('the plants a person works at, on PGlite', () => {
  const harness = defineWorkPlantsSuite(undefined);
  describe('input bounds', () => defineInputBoundsSuite(harness));
});
