import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from './e2e/accounts.ts';

/**
 * A port free right now, asked of the OS (listen on port 0). The config is read again in every worker, so the
 * port found first is kept in E2E_PORT for them (and for e2e/helpers.ts, which reads the mail outbox).
 */
function freePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

process.env.E2E_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
// The local OpenID provider e2e/accounts.spec.ts starts; the app discovers it at the first social sign-in.
process.env.E2E_OIDC_PORT ??= String(freePort());
const oidcPort = Number(process.env.E2E_OIDC_PORT);
const dataDir = process.env.E2E_DATA_DIR ?? `data/e2e-${port}`;

/** Browser tests run in Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'off',
    // The service worker (issue 28) would answer some requests itself; e2e/pwa.spec.ts allows it on purpose.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'mobile-chromium', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' } }],
  webServer: {
    command: 'node --import tsx e2e/server.ts',
    // SIGTERM, not Playwright's default SIGKILL: the app then stops its embedded PostgreSQL (its own
    // process group) instead of leaving it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      // The tests create their own members and posts: the demo community is neither used nor changed.
      DEMO_DATA: 'false',
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_RATE_LIMIT_PER_MINUTE: '200',
      OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
      OIDC_CLIENT_ID: 'riparami-test',
      OIDC_CLIENT_SECRET: 'riparami-test-secret-riparami-test-secret',
    },
  },
});
