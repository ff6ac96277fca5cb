import { describe } from 'vitest';
import { defineDocumentsSuite } from './documents-suite';

describe('documents API on PGlite', () => {
  defineDocumentsSuite(undefined);
});
