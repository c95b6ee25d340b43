import { expect, test } from './fixtures.ts';
import { TAGLINE } from './helpers.ts';
import { signIn } from './members.ts';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

test('the app has a manifest with installable icons, linked from the page', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Riparami',
    short_name: 'Riparami',
    start_url: '/',
    display: 'standalone',
    theme_color: '#ea580c',
  });
  const sizes = manifest.icons.map(
    (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons as { src: string }[]) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  // Chromium's own installability check (what its install prompt and Lighthouse's old audit use). A test
  // browser profile is incognito, which Chromium never installs from: every other criterion must hold.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
        .map((e) => e.errorId)
        .filter((id) => id !== 'in-incognito'),
    )
    .toEqual([]);
});

test('offline, a reload shows the saved shell with an Italian notice, and no API answer was cached', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: TAGLINE })).toBeVisible();
  // The service worker installs and precaches; from the next load it answers navigations.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: TAGLINE })).toBeVisible();
  await expect(page.getByText(/Sei offline/)).toBeVisible();

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => url.startsWith('/api/') || url.startsWith('/objects/'))).toEqual([]);
  await context.setOffline(false);
});

test('a member offline sees that Riparami cannot be reached, not the landing page, and is back on reconnecting', async ({
  page,
  context,
  makeMember,
}) => {
  await signIn(page, await makeMember());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Impossibile raggiungere Riparami' }),
  ).toBeVisible();
  await expect(page.getByText('Controlla la connessione e riprova.')).toBeVisible();
  await expect(page.getByRole('heading', { name: TAGLINE })).toHaveCount(0);
  // Riprova while still offline keeps the screen; back online, Riprova finds the session.
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Impossibile raggiungere Riparami' }),
  ).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('the landing page offers Installa l’app only when the browser offers installation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: TAGLINE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Installa l’app' })).toHaveCount(0);
  // What Chromium sends when the app is installable: the page keeps it for its own button.
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
    };
    event.prompt = async () => {
      (window as unknown as { prompted: boolean }).prompted = true;
    };
    window.dispatchEvent(event);
  });
  await page.getByRole('button', { name: 'Installa l’app' }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  // The prompt works once: the button goes.
  await expect(page.getByRole('button', { name: 'Installa l’app' })).toHaveCount(0);
});
