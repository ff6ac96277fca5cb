import { describe } from 'vitest';
import { defineLabelsSuite } from './labels-suite';

describe('label prints API on PGlite', () => {
  defineLabelsSuite(undefined);
});
