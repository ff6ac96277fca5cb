import { describe } from 'vitest';
import { defineSpcSuite } from './spc-suite';

describe('SPC API on PGlite', () => {
  defineSpcSuite(undefined);
});
