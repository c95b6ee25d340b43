import { expect, test } from './fixtures.ts';
import { authFields, TAGLINE, toastRegion } from './helpers.ts';
import { signIn } from './members.ts';

test.describe('guest', () => {
  test('sees the landing page with the tagline and the login card', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: TAGLINE })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Accedi al tuo account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continua con Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continua con Apple' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toHaveCount(0);
  });

  test('toggles between login and registration', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Crea un account' }).click();
    await expect(page.getByRole('heading', { name: 'Crea un nuovo account' })).toBeVisible();
    await expect(authFields(page).firstName).toBeVisible();
    await page.getByRole('button', { name: 'Ho già un account' }).click();
    await expect(page.getByRole('heading', { name: 'Accedi al tuo account' })).toBeVisible();
    await expect(authFields(page).firstName).toHaveCount(0);
  });

  test('gets the client-side validation toasts', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(toastRegion(page)).toContainText('Campi mancanti');
    await expect(toastRegion(page)).toContainText('Email e password sono obbligatori');

    await page.getByRole('button', { name: 'Crea un account' }).click();
    const fields = authFields(page);
    await fields.email.fill('senza-nome@esempio.it');
    await fields.password.fill('password-sicura-1');
    await page.getByRole('button', { name: 'Registrati', exact: true }).click();
    await expect(toastRegion(page)).toContainText('Nome mancante');
    await expect(toastRegion(page)).toContainText('Il nome è obbligatorio per la registrazione');
  });

  test('shows and hides the password', async ({ page }) => {
    await page.goto('/');
    const password = authFields(page).password;
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostra password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Nascondi password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('opening a protected route is told "Non autorizzato" and lands on the login form', async ({
    page,
  }) => {
    await page.goto('/messages', { waitUntil: 'commit' });
    await expect(toastRegion(page)).toContainText('Non autorizzato');
    await expect(toastRegion(page)).toContainText('Accesso richiesto. Reindirizzamento...');
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#accedi');
    await expect(authFields(page).email).toBeFocused();
  });

  test('signing in after that redirect comes back to the page asked for', async ({ page, makeMember }) => {
    const member = await makeMember();
    await page.goto('/messages', { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#accedi');
    await authFields(page).email.fill(member.email);
    await authFields(page).password.fill(member.password);
    await authFields(page).password.press('Enter');
    await page.waitForURL((url) => url.pathname === '/messages');
    await expect(page.getByRole('heading', { name: 'Conversazioni' })).toBeVisible();
  });

  test('the page names the landing page’s code, fetched once beside its script, and nothing a guest may not ask', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/assets\/.+\.js$/.test(url.pathname)) scripts.push(url.pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: TAGLINE })).toBeVisible();
    const link = response?.headers().link ?? '';
    expect(link).not.toContain('rel=preload');
    const code = [...link.matchAll(/<([^>]+)>; rel=modulepreload/g)].map((m) => m[1]);
    expect(code.some((file) => /landing-page/.test(file ?? ''))).toBe(true);
    for (const file of code) expect(scripts).toContain(file);
    expect(scripts.length).toBe(new Set(scripts).size);
    expect(errors).toEqual([]);
  });

  test('an unknown route shows Page Not Found with a way home', async ({ page }) => {
    await page.goto('/questa-pagina-non-esiste');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: TAGLINE })).toBeVisible();
  });
});

test('the start loads the code of what this device’s last visit showed, and the session still decides', async ({
  page,
  makeMember,
}) => {
  const screens: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(landing-page|signed-in-routes|feed-page)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (name) screens.push(name);
  });
  const visit = async (heading: RegExp | string) => {
    screens.length = 0;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    return [...new Set(screens)].sort();
  };

  // A first visit does not know: both load beside the session request.
  expect(await visit(TAGLINE)).toEqual(['feed-page', 'landing-page', 'signed-in-routes']);
  // A guest again: only the landing page.
  expect(await visit(TAGLINE)).toEqual(['landing-page']);
  // Signed in on this device since (the guess is wrong): the feed all the same, its code loaded after the answer.
  await signIn(page, await makeMember());
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // A member again: not the landing page.
  expect(await visit('Home')).toEqual(['feed-page', 'signed-in-routes']);
});

test('a member’s screen asks for its first data and code once, named by the page so they load beside its script', async ({
  page,
  makeMember,
  admin,
}) => {
  const visit = async (route: string) => {
    const asked: string[] = [];
    const scripts: string[] = [];
    const objects: string[] = [];
    const onRequest = (request: { method(): string; url(): string }) => {
      const url = new URL(request.url());
      if (request.method() !== 'GET') return;
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
      if (url.pathname.startsWith('/objects/')) objects.push(url.pathname);
      if (/^\/assets\/.+\.js$/.test(url.pathname)) scripts.push(url.pathname);
    };
    // The previous screen's late requests (a chunk it loads after its load event) must not be counted as this
    // page's: it is left for a blank page first.
    await page.goto('about:blank');
    page.on('request', onRequest);
    const response = await page.goto(route);
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    page.off('request', onRequest);
    const link = response?.headers().link ?? '';
    const named = [...link.matchAll(/<([^>]+)>; rel=preload; as=fetch/g)].map((m) => m[1]);
    const pictures = [...link.matchAll(/<([^>]+)>; rel=preload; as=image/g)].map((m) => m[1]);
    const code = [...link.matchAll(/<([^>]+)>; rel=modulepreload/g)].map((m) => m[1]);
    return { asked: asked.sort(), named: named.sort(), scripts, code, pictures, objects };
  };
  const check = async (route: string, screen: RegExp) => {
    const { asked, named, scripts, code, pictures, objects } = await visit(route);
    expect(named.length, route).toBeGreaterThan(2);
    // Each address the page named was asked once (the app's fetch took the preloaded answer), and the app
    // asked nothing else at start.
    expect(asked, route).toEqual(named);
    // The screen's code was named, and every file was fetched once: the app's imports took the preloaded ones.
    expect(
      code.some((file) => screen.test(file ?? '')),
      route,
    ).toBe(true);
    expect(scripts.length, route).toBe(new Set(scripts).size);
    for (const file of code) expect(scripts, `${route} ${file}`).toContain(file);
    // A picture the page named (the first reel's poster, reels.spec.ts) was fetched once.
    for (const picture of pictures)
      expect(
        objects.filter((o) => o === picture),
        `${route} ${picture}`,
      ).toHaveLength(1);
    return { named, pictures };
  };
  await signIn(page, await makeMember());
  await check('/', /feed-page/);
  await check('/messages', /messages-page/);
  await check('/ai', /ai-page/);
  await check('/reels', /reels-page/);
  await check('/notifications', /notifications-page/);
  await signIn(page, admin);
  expect((await check('/admin', /admin-route/)).named).toContain('/api/admin/stats');
});
