import { describe } from 'vitest';
import { defineWorkPlantsSuite } from './work-plants-suite';

describe('the plants a person works at, on PGlite', () => {
  defineWorkPlantsSuite(undefined);
});
