// The client's weight and Lighthouse scores (issue 29), part of `npm run bench`; on its own:
// `node --import tsx bench/client.ts`. BENCH_LIGHTHOUSE=0 skips Lighthouse (first-load JS is always measured);
// BENCH_LIGHTHOUSE_ROUTES=feed,ai measures only those routes; BENCH_LIGHTHOUSE_RUNS=3 keeps each route's median
// run by performance; BENCH_LIGHTHOUSE_REPORTS=<dir> keeps every full Lighthouse report there.
// Lighthouse is not a dependency (it is large): it runs through `npx -y lighthouse@12` in Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium), mobile form factor, against the compiled server on the demo data.
import { execFile } from 'node:child_process';
import {
  accessSync,
  constants,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildClientIfStale } from '../scripts/build-client.ts';
import { buildServerIfStale } from '../scripts/build-server.ts';
import { DEMO_PASSWORD } from '../server/demo/seed.ts';
import { exited, jsonPost, startServer, waitForHealth } from '../server/test/server-process.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist', 'client');
/** Issue 29's budget for the first load's JavaScript, gzip. */
const FIRST_LOAD_BUDGET_KB = 110;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** Issue 29's routes: the landing page for a guest, the rest signed in as the demo admin. */
const ROUTES = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'feed', path: '/', signedIn: true },
  { name: 'messages', path: '/messages', signedIn: true },
  { name: 'ai', path: '/ai', signedIn: true },
  { name: 'reels', path: '/reels', signedIn: true },
  { name: 'admin', path: '/admin', signedIn: true },
] as const;
const shown = (score: number | null) => (score === null ? '–' : String(score)).padStart(3);
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The JavaScript index.html loads before anything else: its scripts and module preloads, gzip level 9. */
function firstLoadJs() {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const urls = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attr = (name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
    if (tag.startsWith('<script') && attr('src')) urls.add(attr('src')!);
    if (tag.startsWith('<link') && attr('rel') === 'modulepreload' && attr('href')) urls.add(attr('href')!);
  }
  const files = [...urls].map((url) => ({
    file: url,
    gzipKb: kb(gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length),
  }));
  const totalKb = Math.round(files.reduce((sum, f) => sum + f.gzipKb, 0) * 10) / 10;
  return { totalKb, budgetKb: FIRST_LOAD_BUDGET_KB, files };
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}
interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
  environment: { benchmarkIndex: number };
}

/** Why Lighthouse cannot run here, or undefined when it can. */
async function lighthouseUnavailable(chrome: string): Promise<string | undefined> {
  if (process.env.BENCH_LIGHTHOUSE === '0') return 'BENCH_LIGHTHOUSE=0';
  try {
    accessSync(chrome, constants.X_OK);
  } catch {
    return `no Chromium at ${chrome} (set CHROME_PATH)`;
  }
  try {
    await run('npx', ['-y', 'lighthouse@12', '--version'], { timeout: 300_000 });
  } catch (error) {
    return `npx -y lighthouse@12 failed: ${(error as Error).message.split('\n')[0]}`;
  }
  return undefined;
}

/** One Lighthouse run; the scores (0–100) and the audits that did not pass, per category. */
async function lighthouse(
  name: string,
  url: string,
  headers: Record<string, string>,
  chrome: string,
  dir: string,
) {
  const out = path.join(dir, `${name}.json`);
  const headersFile = path.join(dir, 'headers.json');
  writeFileSync(headersFile, JSON.stringify(headers));
  // A run now and then fails on this machine (Lighthouse: "Something went wrong with recording the trace",
  // NO_NAVSTART): tried up to 3 times.
  for (let attempt = 1; ; attempt++) {
    try {
      await run(
        'npx',
        [
          '-y',
          'lighthouse@12',
          url,
          '--quiet',
          '--form-factor=mobile',
          `--only-categories=${CATEGORIES.join(',')}`,
          '--output=json',
          `--output-path=${out}`,
          '--chrome-flags=--headless=new --no-sandbox',
          ...(Object.keys(headers).length > 0 ? [`--extra-headers=${headersFile}`] : []),
        ],
        { env: { ...process.env, CHROME_PATH: chrome }, timeout: 300_000, maxBuffer: 64 * 1024 * 1024 },
      );
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      const said = String((error as { stderr?: string }).stderr ?? '')
        .trim()
        .split('\n')
        .at(-1);
      console.log(`    (${name}: Lighthouse failed, trying again: ${said})`);
    }
  }
  const keep = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    copyFileSync(out, path.join(keep, `${name}.json`));
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(report.runtimeError.message);
  // A category Lighthouse could not score stays null, not 0.
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => {
      const score = report.categories[c]?.score;
      return [c, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<(typeof CATEGORIES)[number], number | null>;
  const failing = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      report.categories[c]!.auditRefs.map((ref) => report.audits[ref.id]!)
        .filter(
          (a) =>
            a.score !== null && a.score < 0.9 && !['manual', 'notApplicable'].includes(a.scoreDisplayMode),
        )
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
    ]),
  );
  // Lighthouse's measure of this machine's CPU speed during the run: scores on a busy machine come out lower.
  return { scores, failing, benchmarkIndex: Math.round(report.environment.benchmarkIndex) };
}

/** The median run by performance of `runs` (BENCH_LIGHTHOUSE_RUNS): one run on a busy machine is noisy. */
async function medianRun(runs: number, once: (i: number) => ReturnType<typeof lighthouse>) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(i));
  results.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return { ...results[Math.floor((runs - 1) / 2)]!, runs };
}

/** Lighthouse on issue 29's routes against a compiled server with the demo community. */
async function lighthouseRoutes() {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const unavailable = await lighthouseUnavailable(chrome);
  if (unavailable) return { skipped: unavailable };
  await buildServerIfStale();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'riparami-lighthouse-'));
  const server = await startServer(
    path.join(scratch, 'data'),
    { NODE_ENV: 'production', DEMO_DATA: 'true' },
    { compiled: true },
  );
  try {
    await waitForHealth(server, 120_000);
    const login = await fetch(
      `${server.base}/api/auth/login`,
      jsonPost(server.base, { email: 'admin@riparami.it', password: DEMO_PASSWORD }),
    );
    if (!login.ok) throw new Error(`the demo admin could not sign in: ${login.status}`);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const routes = [];
    const only = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',');
    const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
    for (const route of ROUTES.filter((r) => !only || only.includes(r.name))) {
      let result: Awaited<ReturnType<typeof medianRun>>;
      try {
        result = await medianRun(runs, (i) =>
          lighthouse(
            runs === 1 ? route.name : `${route.name}-${i + 1}`,
            server.base + route.path,
            route.signedIn ? { Cookie: cookie } : {},
            chrome,
            scratch,
          ),
        );
      } catch (error) {
        const message = (error as Error).message.split('\n')[0]!;
        routes.push({ ...route, error: message });
        console.log(`  ${route.name.padEnd(10)} ${route.path.padEnd(10)} failed: ${message}`);
        continue;
      }
      routes.push({ ...route, ...result });
      const s = result.scores;
      console.log(
        `  ${route.name.padEnd(10)} ${route.path.padEnd(10)} performance ${shown(s.performance)}  accessibility ${shown(s.accessibility)}  best practices ${shown(s['best-practices'])}  (CPU benchmark ${result.benchmarkIndex}${runs > 1 ? `, median of ${runs}` : ''})`,
      );
      for (const [category, audits] of Object.entries(result.failing))
        if (audits.length > 0) console.log(`    ${category}: ${audits.join(', ')}`);
    }
    return { routes };
  } finally {
    server.child.kill('SIGTERM');
    await exited(server.child);
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Both measurements, printed; the result goes into the bench's JSON. */
export async function benchClient() {
  buildClientIfStale();
  const js = firstLoadJs();
  console.log(
    `\nFirst-load JS (script + modulepreload, gzip 9): ${js.totalKb} kB of ${js.budgetKb} kB budget over ${js.files.length} files${js.totalKb > js.budgetKb ? ' — OVER BUDGET' : ''}`,
  );
  console.log('\nLighthouse, mobile (CHROME_PATH, npx lighthouse@12)');
  let lighthouseResult: Awaited<ReturnType<typeof lighthouseRoutes>> | { error: string };
  try {
    lighthouseResult = await lighthouseRoutes();
    if ('skipped' in lighthouseResult) console.log(`  skipped: ${lighthouseResult.skipped}`);
  } catch (error) {
    // Never fail the bench, never invent a score: say what went wrong.
    lighthouseResult = { error: (error as Error).message };
    console.log(`  failed: ${lighthouseResult.error}`);
  }
  return { firstLoadJs: js, lighthouse: lighthouseResult };
}

if (import.meta.filename === process.argv[1]) {
  const result = await benchClient();
  const outDir = path.join(root, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `client-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), client: result }, null, 2));
  console.log(`\nSaved ${path.relative(root, file)}`);
}
