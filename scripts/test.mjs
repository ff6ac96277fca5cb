// `npm test`: every check in one run — types, unit and integration tests, the build, browser tests and
// the size budget — closing with one line `N passed, N failed` over all of them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { skipReasons, skippedTests } from './test-summary.mjs';

const results = [];

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`━━ ${label}: exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return status === 0;
}

// Runs several steps at once (the machine has two cores, and the type check and lint each use one):
// each step's output is kept and printed whole, in the order given, so the log reads as if run in turn.
async function runTogether(steps) {
  const runs = steps.map(({ label, command, args }) => {
    const started = Date.now();
    const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const status = new Promise((resolve) => {
      child.on('error', () => resolve(null));
      child.on('close', (code) => resolve(code));
    });
    return { label, command, args, started, output, status, ended: status.then(() => Date.now()) };
  });
  const passed = [];
  for (const step of runs) {
    const status = await step.status;
    const ended = await step.ended;
    console.log(`\n━━ ${step.label}: ${step.command} ${step.args.join(' ')}`);
    process.stdout.write(Buffer.concat(step.output));
    console.log(`━━ ${step.label}: exit ${status} in ${((ended - step.started) / 1000).toFixed(1)} s (run alongside the others)`);
    passed.push(status === 0);
  }
  return passed;
}

function flakyTests(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === 'flaky')) titles.push([...path, spec.title].filter(Boolean).join(' › '));
    }
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// The Node every step runs on (node_modules/.bin/node, first on the PATH of npm scripts): engines' line.
console.log(`npm test on Node ${process.version}`);
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

// 1. Types (astro check covers .astro, .ts and .tsx under the strictest tsconfig), and at the same
// time formatting (Prettier) and lint (ESLint, no warnings allowed).
const [typed, linted] = await runTogether([
  { label: 'types', command: 'npx', args: ['astro', 'check'] },
  { label: 'lint', command: 'npm', args: ['run', 'lint'] },
]);
results.push({ name: 'astro check', passed: typed ? 1 : 0, failed: typed ? 0 : 1 });
results.push({ name: 'lint', passed: linted ? 1 : 0, failed: linted ? 0 : 1 });

// 2. Unit and integration tests (real database, real identity provider).
const vitestOk = run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json']);
const vitest = readJson('test-results/vitest.json');
results.push({
  name: 'vitest',
  passed: vitest?.numPassedTests ?? 0,
  failed: (vitest?.numFailedTests ?? 0) + (vitestOk || vitest?.numFailedTests ? 0 : 1),
  skipped: (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0),
});

// 3. The production build the browser tests run against, then its size budget.
const built = run('build', 'npm', ['run', 'build']);
results.push({ name: 'build', passed: built ? 1 : 0, failed: built ? 0 : 1 });
if (built && existsSync('scripts/budget.mjs')) {
  const budgetOk = run('budget', 'node', ['scripts/budget.mjs']);
  results.push({ name: 'budget', passed: budgetOk ? 1 : 0, failed: budgetOk ? 0 : 1 });
}
if (built) {
  // 4. Browser tests in Chromium against the built portal.
  const e2eOk = run('browser', 'npx', ['playwright', 'test']);
  const report = readJson('test-results/playwright.json');
  const stats = report?.stats;
  // A test that failed once and passed on its retry counts as passed, and is named here so it gets fixed.
  for (const title of flakyTests(report)) console.log(`  flaky (passed on retry): ${title}`);
  results.push({
    name: 'playwright',
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: (stats?.unexpected ?? 0) + (e2eOk || stats?.unexpected ? 0 : 1),
    skipped: stats?.skipped ?? 0,
    flaky: stats?.flaky ?? 0,
  });
}

const total = results.reduce(
  (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + (r.skipped ?? 0) }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\n━━ summary');
for (const r of results) {
  const extra = `${r.skipped ? `, ${r.skipped} skipped` : ''}${r.flaky ? ` (${r.flaky} passed only on retry)` : ''}`;
  console.log(`  ${r.name.padEnd(12)} ${r.passed} passed, ${r.failed} failed${extra}`);
}
for (const line of skipReasons(
  skippedTests(vitest),
  results.find((r) => r.name === 'playwright')?.skipped ?? 0,
  !!process.env.TEST_DATABASE_URL,
)) {
  console.log(line);
}
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 && existsSync('test-results') ? 0 : 1);
