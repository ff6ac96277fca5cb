import { describe } from 'vitest';
import { defineLaborSuite } from './labor-suite';

describe('labor on PGlite', () => {
  defineLaborSuite(undefined);
});
