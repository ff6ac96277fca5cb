import { describe } from 'vitest';
import { defineMovesSuite } from './materials-moves-suite';
import { defineMeasureSuite } from './materials-measure-suite';
import { defineMaterialsSuite } from './materials-suite';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('materials API on PostgreSQL', () => {
  defineMaterialsSuite(url);
});

describe.skipIf(!url)('move requests and short ends on PostgreSQL', () => {
  defineMovesSuite(url);
});

describe.skipIf(!url)('measurements and idempotent writes on PostgreSQL', () => {
  defineMeasureSuite(url);
});
