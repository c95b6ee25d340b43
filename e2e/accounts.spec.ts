import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type LocalOidcProvider, startOidcProvider } from '../server/test/oidc-provider.ts';
import { E2E_PASSWORD } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { authFields, pngImage, toastRegion, uniqueEmail } from './helpers.ts';
import { signIn } from './members.ts';

const port = Number(process.env.E2E_PORT);
const appUrl = `http://127.0.0.1:${port}`;
const mailDir = path.resolve(process.env.E2E_DATA_DIR ?? `data/e2e-${port}`, 'mail');

/** The link of the newest mail to `address` whose path is `route` (the outbox the server writes). */
async function mailedLink(address: string, route: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(mailDir).catch(() => [] as string[]))
          .filter((f) => f.endsWith('.eml'))
          .sort();
        for (const file of files.reverse()) {
          const raw = (await readFile(path.join(mailDir, file), 'utf8'))
            .replace(/=\r?\n/g, '')
            .replace(/=3D/gi, '=');
          if (!raw.toLowerCase().includes(address.toLowerCase())) continue;
          link = new RegExp(`https?://[^\\s"'<>]+${route}\\?token=[\\w%.-]+`).exec(raw)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

test.describe('social sign-in with a local OpenID provider', () => {
  let provider: LocalOidcProvider;
  test.beforeAll(async () => {
    provider = await startOidcProvider(
      [`${appUrl}/api/auth/callback/oidc`],
      Number(process.env.E2E_OIDC_PORT),
    );
  });
  test.afterAll(() => provider.close());

  /** Each sign-in meets the provider's login page: its session cookies (named `_…`) go first. */
  const forgetProviderSession = (page: import('@playwright/test').Page) =>
    page.context().clearCookies({ name: /^_/ });

  /** From the login card to the provider's page, signed in there as `login`. */
  async function throughProvider(page: import('@playwright/test').Page, login: string) {
    await forgetProviderSession(page);
    await page.goto('/#accedi');
    await page.getByRole('button', { name: 'Continua con il provider aziendale' }).click();
    await expect(page.getByRole('heading', { name: 'Provider OpenID di prova' })).toBeVisible();
    await page.getByLabel('Utente').fill(login);
    await page.getByRole('button', { name: 'Accedi al provider' }).click();
  }

  test('a first sign-in creates the member, who is signed in', async ({ page }) => {
    const login = `giulia-${Date.now()}`;
    provider.identities.set(login, {
      email: uniqueEmail('giulia'),
      email_verified: true,
      given_name: 'Giulia',
      family_name: 'Oidc',
    });
    await throughProvider(page, login);
    await expect(page).toHaveURL(`${appUrl}/`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toContainText('Giulia Oidc');
  });

  test('a signed-in member links the provider in settings, then signs in with it', async ({
    page,
    makeMember,
  }) => {
    const member = await makeMember({ firstName: 'Carla', lastName: 'Collegata' });
    const login = `carla-${Date.now()}`;
    // The provider's e-mail is another address: linking never relies on it.
    provider.identities.set(login, { email: uniqueEmail('carla-provider'), email_verified: true });
    await signIn(page, member, '/settings');
    await forgetProviderSession(page);
    await page.getByRole('button', { name: 'Collega OpenID' }).click();
    await page.getByLabel('Utente').fill(login);
    await page.getByRole('button', { name: 'Accedi al provider' }).click();
    await expect(page).toHaveURL(`${appUrl}/`);
    await page.goto('/api/logout');
    await throughProvider(page, login);
    await expect(page).toHaveURL(`${appUrl}/`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toContainText('Carla Collegata');
  });

  test('Google and Apple, not configured, stay visible and say so', async ({ page }) => {
    await page.goto('/#accedi');
    await page.getByRole('button', { name: 'Continua con Google' }).click();
    await expect(toastRegion(page)).toContainText('L’accesso con Google non è abilitato su questo server.');
    await expect(page).toHaveURL(/#accedi$/);
  });

  test('a bad state, a bad nonce, a token for another app and a replayed code are refused', async ({
    page,
  }) => {
    const login = `rifiutato-${Date.now()}`;
    provider.identities.set(login, {
      email: uniqueEmail('rifiutato'),
      email_verified: true,
      given_name: 'Rino',
    });

    // A callback whose state is not the one this browser started with.
    await page.goto('/api/auth/callback/oidc?code=inventato&state=falso');
    await expect(page).toHaveURL(/\?accesso=state#accedi$/);
    await expect(page.getByRole('alert')).toContainText('La sessione di accesso è scaduta o non è valida');

    // The nonce changed on the way to the provider: the ID token does not carry ours. The start is
    // asked with the page's own cookie jar, so its state cookie is the browser's.
    await forgetProviderSession(page);
    const started = await page.request.get('/api/login?provider=oidc', { maxRedirects: 0 });
    const authorize = new URL(started.headers().location!);
    authorize.searchParams.set('nonce', 'un-altro-nonce');
    await page.goto(authorize.href);
    await page.getByLabel('Utente').fill(login);
    await page.getByRole('button', { name: 'Accedi al provider' }).click();
    await expect(page).toHaveURL(/\?accesso=failed#accedi$/);

    // An ID token issued for another app.
    provider.wrongAudience = true;
    try {
      await throughProvider(page, login);
      await expect(page).toHaveURL(/\?accesso=failed#accedi$/);
    } finally {
      provider.wrongAudience = false;
    }

    // A good sign-in, whose callback (with its state cookie) is then replayed. Redirects are not routed, but every request and response is seen: the callback's URL, and the
    // state cookie our start set.
    let callbackUrl: string | undefined;
    let stateCookie: string | undefined;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/callback/oidc') callbackUrl ??= request.url();
    });
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname !== '/api/login') return;
      stateCookie ??= /riparami_oidc=([^;]+)/.exec((await response.headerValue('set-cookie')) ?? '')?.[1];
    });
    await throughProvider(page, login);
    await expect(page).toHaveURL(`${appUrl}/`);
    await page.goto('/api/logout');
    await page
      .context()
      .addCookies([{ name: 'riparami_oidc', value: stateCookie!, url: `${appUrl}/api/auth/callback` }]);
    await page.goto(callbackUrl!);
    await expect(page).toHaveURL(/\?accesso=failed#accedi$/);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});

test('a forgotten password is reset with the mailed link', async ({ page, makeMember }) => {
  const member = await makeMember();
  await page.goto('/#accedi');
  await page.getByRole('button', { name: 'Password dimenticata?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reimposta la password' });
  await dialog.getByLabel('Email').fill(member.email);
  await dialog.getByRole('button', { name: 'Invia link' }).click();
  await expect(toastRegion(page)).toContainText("Se l'indirizzo è registrato");
  await page.goto(await mailedLink(member.email, '/reimposta-password'));
  await page.getByLabel('Nuova password', { exact: true }).fill('una-password-nuova');
  await page.getByRole('button', { name: 'Salva password' }).click();
  await expect(page.getByRole('heading', { name: 'Password aggiornata' })).toBeVisible();
  // The used link says so as soon as it is opened again, before any password is typed (issue 27).
  const link = await mailedLink(member.email, '/reimposta-password');
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('Il link non è valido o è scaduto: chiedine uno nuovo.');
  await expect(page.getByLabel('Nuova password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chiedi un nuovo link' })).toBeVisible();
  await page.goto('/#accedi');
  const fields = authFields(page);
  await fields.email.fill(member.email);
  await fields.password.fill('una-password-nuova');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
});

test('settings: photo, e-mail, blocking, data download, account deletion', async ({ page, makeMember }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await makeMember({ firstName: 'Sara', lastName: 'Impostazioni' });
  const pest = await makeMember({ firstName: 'Piero', lastName: 'Molesto' });
  await signIn(page, member);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Impostazioni profilo' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni profilo' })).toBeVisible();

  // Photo: pick, crop to a square, save; the top bar shows it instead of the initials.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: pngImage(300, 200) });
  await page.getByLabel('Zoom').fill('1.5');
  await page.getByRole('button', { name: 'Salva foto' }).click();
  await expect(toastRegion(page)).toContainText('Foto profilo aggiornata');
  await expect(page.getByRole('button', { name: 'Profilo' }).locator('img')).toBeVisible();

  // E-mail: needs the password, changes once the new address is verified.
  const newEmail = uniqueEmail('sara-nuova');
  await page.getByLabel('Nuovo indirizzo email').fill(newEmail);
  await page
    .getByRole('region', { name: 'Indirizzo email' })
    .getByLabel('Password', { exact: true })
    .fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Cambia email' }).click();
  await expect(toastRegion(page)).toContainText('Controlla la nuova casella');
  await page.goto(await mailedLink(newEmail, '/conferma-email'));
  await expect(page.getByRole('heading', { name: 'Indirizzo aggiornato' })).toBeVisible();

  // Block someone from their profile; they show in the blocked list, and can be unblocked there.
  await page.goto(`/profile?id=${pest.id}`);
  await page.getByRole('button', { name: 'Blocca Piero Molesto' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Blocca' }).click();
  await expect(toastRegion(page)).toContainText('Hai bloccato Piero Molesto');
  await page.goto('/settings');
  const blocked = page.getByRole('region', { name: 'Utenti bloccati' });
  await expect(blocked).toContainText('Piero Molesto');

  // Download my data: a zip.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Scarica i miei dati' }).click();
  expect((await download).suggestedFilename()).toMatch(/^riparami-dati-\d{4}-\d{2}-\d{2}\.zip$/);

  // Delete the account: with the password; afterwards nobody can sign in as them.
  await page.getByRole('button', { name: 'Elimina il mio account' }).click();
  await page.getByLabel('Conferma con la tua password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Elimina definitivamente' }).click();
  // A confirmation screen says what was deleted (issue 27), then leads home, signed out.
  await expect(page).toHaveURL(/\/account-eliminato$/);
  await expect(page.getByRole('heading', { name: 'Account eliminato' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cosa è stato eliminato' })).toContainText(
    'foto o video caricato',
  );
  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page.getByRole('button', { name: 'Continua con Google' })).toBeVisible();
  const login = await page.request.post('/api/auth/login', {
    data: { email: newEmail, password: E2E_PASSWORD },
    headers: { origin: appUrl },
  });
  expect(login.status()).toBe(401);
});

test('the profile overlay’s settings and logout buttons work', async ({ page, makeMember }) => {
  await signIn(page, await makeMember(), '/profile');
  const overlay = page.getByRole('dialog');
  await overlay.getByRole('button', { name: 'Impostazioni', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni profilo' })).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('dialog').getByRole('button', { name: 'Esci', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Continua con Google' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
