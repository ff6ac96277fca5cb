import { describe } from 'vitest';
import { defineRecordAppsSuite } from './records-apps-suite';

describe('record applications (rules, effects, field rights, anonymity, declared rights) on PGlite', () => {
  defineRecordAppsSuite(undefined);
});
