// Why tests were skipped, for the closing summary of `npm test`.

/** The statuses vitest's JSON report gives a test that did not run. */
const NOT_RUN = new Set(['skipped', 'pending', 'todo', 'disabled']);

/**
 * Counts the skipped tests of a vitest JSON report: those of a PostgreSQL suite (they run only with
 * TEST_DATABASE_URL) apart from the others.
 * @param {any} report vitest's --reporter=json output
 * @returns {{ postgres: number, other: number }}
 */
export function skippedTests(report) {
  let postgres = 0;
  let other = 0;
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (!NOT_RUN.has(test.status)) continue;
      const where = [...(test.ancestorTitles ?? []), test.title ?? '', file.name ?? ''].join(' ');
      if (/postgres/i.test(where)) postgres += 1;
      else other += 1;
    }
  }
  return { postgres, other };
}

/**
 * The summary lines that say plainly what was skipped and why.
 * @param {{ postgres: number, other: number }} vitest skipped vitest tests
 * @param {number} playwright skipped browser tests
 * @param {boolean} hasDatabaseUrl whether TEST_DATABASE_URL was set
 * @returns {string[]}
 */
export function skipReasons(vitest, playwright, hasDatabaseUrl) {
  const lines = [];
  if (vitest.postgres > 0) {
    lines.push(
      hasDatabaseUrl
        ? `  ${vitest.postgres} PostgreSQL tests skipped although TEST_DATABASE_URL is set: check the suites' skip conditions.`
        : `  ${vitest.postgres} database tests skipped: they run only against PostgreSQL, and TEST_DATABASE_URL is not set. ` +
            `Start a throwaway server and run them with: eval "$(bash scripts/ci-postgres.sh)" && npm test`,
    );
  }
  if (vitest.other > 0)
    lines.push(`  ${vitest.other} unit/integration tests skipped by their own files (it.skip, it.todo or a skip condition).`);
  if (playwright > 0) lines.push(`  ${playwright} browser tests skipped by their own files (test.skip).`);
  return lines;
}
