import { describe, expect, it } from 'vitest';
import { skipReasons, skippedTests } from '../../scripts/test-summary.mjs';

const report = {
  testResults: [
    {
      name: '/repo/tests/integration/api.postgres.test.ts',
      assertionResults: [
        { status: 'skipped', title: 'lists plants', ancestorTitles: ['database and API on PostgreSQL'] },
        { status: 'skipped', title: 'marks read', ancestorTitles: ['database and API on PostgreSQL', 'notifications'] },
      ],
    },
    {
      name: '/repo/tests/integration/admin-api.test.ts',
      assertionResults: [
        { status: 'passed', title: 'searches', ancestorTitles: ['administration API on PGlite'] },
        { status: 'skipped', title: 'searches', ancestorTitles: ['administration API on PostgreSQL'] },
        { status: 'todo', title: 'later', ancestorTitles: ['administration API on PGlite'] },
      ],
    },
  ],
};

describe('npm test summary of skipped tests', () => {
  it('counts the PostgreSQL tests apart from the others', () => {
    expect(skippedTests(report)).toEqual({ postgres: 3, other: 1 });
    expect(skippedTests(null)).toEqual({ postgres: 0, other: 0 });
  });

  it('says how many were skipped and why, and how to run them', () => {
    const lines = skipReasons({ postgres: 3, other: 1 }, 2, false);
    expect(lines[0]).toContain('3 database tests skipped');
    expect(lines[0]).toContain('TEST_DATABASE_URL is not set');
    expect(lines[0]).toContain('eval "$(bash scripts/ci-postgres.sh)"');
    expect(lines[1]).toContain('1 unit/integration tests skipped');
    expect(lines[2]).toContain('2 browser tests skipped');
    expect(skipReasons({ postgres: 0, other: 0 }, 0, false)).toEqual([]);
  });
});
