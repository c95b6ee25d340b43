// `npm test`: lint + typecheck + dead code, unit and API integration tests (Vitest), browser tests (Playwright).
// Every step runs even if an earlier one failed; the last line is `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildClientIfStale } from './build-client.ts';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
// Optional step: check | unit | e2e | integration (the server suites alone, e.g. against
// TEST_DATABASE_URL / TEST_REDIS_URL).
const only = process.argv[2];
let passed = 0;
let failed = 0;

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}`);
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** How many suites that need ffmpeg or redis-server ran (server/test/tools.ts notes each one). */
function reportToolSuites(log: string) {
  const lines = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
  const suites = new Set(lines);
  const byTool = new Map<string, number>();
  for (const line of suites) {
    const tool = line.split('\t')[0]!;
    byTool.set(tool, (byTool.get(tool) ?? 0) + 1);
  }
  const detail = [...byTool].map(([tool, n]) => `${tool} ${n}`).join(', ');
  console.log(
    `Suites needing ffmpeg or redis-server that ran: ${suites.size}${detail ? ` (${detail})` : ''}`,
  );
}

mkdirSync(results, { recursive: true });

if (!only || only === 'check') {
  const ok =
    run('lint (Biome)', bin('biome'), ['check', '.']) &&
    run('typecheck (tsc)', bin('tsc'), ['--noEmit']) &&
    run('dead code (knip)', bin('knip'), ['--no-progress', '--no-config-hints']);
  if (ok) passed++;
  else failed++;
}

if (!only || only === 'unit' || only === 'integration') {
  const integration = only === 'integration';
  const file = path.join(results, integration ? 'integration.json' : 'vitest.json');
  rmSync(file, { force: true });
  const label = integration
    ? `API integration tests on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'embedded PostgreSQL'}${process.env.TEST_REDIS_URL ? ' + Redis' : ''}`
    : 'unit and API integration tests (Vitest)';
  const toolLog = path.join(results, integration ? 'tool-suites-integration.tsv' : 'tool-suites.tsv');
  rmSync(toolLog, { force: true });
  const ok = run(
    label,
    bin('vitest'),
    [
      'run',
      ...(integration ? ['server'] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    { TOOL_SUITES_LOG: toolLog },
  );
  reportToolSuites(toolLog);
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numTotalTestSuites: number }>(
    file,
  );
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (!ok && (!report || report.numFailedTests === 0)) failed++;
}

if (!only || only === 'e2e') {
  const file = path.join(results, 'e2e.json');
  rmSync(file, { force: true });
  if (!existsSync('/usr/bin/chromium')) {
    console.error(
      "\n✗ Browser tests need Debian's Chromium at /usr/bin/chromium: apt-get install -y chromium",
    );
    failed++;
  } else {
    buildClientIfStale();
    const ok = run(
      'browser tests (Playwright, Chromium)',
      bin('playwright'),
      ['test', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      },
    );
    const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(file);
    if (report) {
      passed += report.stats.expected;
      failed += report.stats.unexpected + report.stats.flaky;
    }
    if (!ok && (!report || report.stats.unexpected === 0)) failed++;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
