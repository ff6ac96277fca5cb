import { describe } from 'vitest';
import { defineMaterialsSuite } from './materials-suite';

describe('materials API on PGlite', () => {
  defineMaterialsSuite(undefined);
});
