import { describe } from 'vitest';
import { defineMovesSuite } from './materials-moves-suite';
import { defineMeasureSuite } from './materials-measure-suite';
import { defineMaterialsSuite } from './materials-suite';

describe('materials API on PGlite', () => {
  defineMaterialsSuite(undefined);
});

describe('move requests and short ends on PGlite', () => {
  defineMovesSuite(undefined);
});

describe('measurements and idempotent writes on PGlite', () => {
  defineMeasureSuite(undefined);
});
