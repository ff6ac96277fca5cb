import { describe } from 'vitest';
import { defineReportsSuite } from './reports-suite';

describe('reports on PGlite', () => {
  defineReportsSuite(undefined);
});
