import { describe } from 'vitest';
import { definePeopleSuite } from './people-suite';

describe('the employee master, the muster roll and text alerts on PGlite', () => {
  definePeopleSuite(undefined);
});
