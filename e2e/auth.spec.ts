import { expect, test } from './fixtures.ts';
import {
  authFields,
  bottomNav,
  readVerificationLink,
  registerThroughForm,
  signInThroughForm,
  TAGLINE,
  toastRegion,
  uniqueEmail,
} from './helpers.ts';

const PASSWORD = 'password-sicura-1';

test('registers, verifies the e-mail, signs in and signs out', async ({ page }) => {
  const email = uniqueEmail('registrazione');
  await registerThroughForm(page, email, PASSWORD);
  await expect(toastRegion(page)).toContainText('Account creato!');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reinvia email' })).toBeVisible();

  // Following the link signs the new member in (issue 27) and takes them home.
  await page.goto(await readVerificationLink(email));
  await expect(page.getByRole('heading', { name: 'Email verificata!' })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 8_000 });
  const home = bottomNav(page).getByRole('link', { name: 'Home' });
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Profilo' })).toHaveText('PC');

  const signOut = async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText(email)).toBeVisible();
    await menu.getByRole('button', { name: 'Esci' }).click();
    await expect(page.getByRole('heading', { level: 1, name: TAGLINE })).toBeVisible();
    await expect(bottomNav(page)).toHaveCount(0);
  };
  await signOut();
  await signInThroughForm(page, email, PASSWORD);
  await expect(home).toBeVisible();
  await signOut();
});

test('"Torna al login" goes back from the verify screen to the login form', async ({ page }) => {
  const email = uniqueEmail('torna');
  await registerThroughForm(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Torna al login' }).click();
  await expect(page.getByRole('heading', { name: 'Accedi al tuo account' })).toBeVisible();
  await expect(authFields(page).email).toHaveValue(email);
});

test('a wrong password gets "Errore login"', async ({ page, makeMember }) => {
  const member = await makeMember();
  await page.goto('/');
  await signInThroughForm(page, member.email, 'password-sbagliata');
  await expect(toastRegion(page)).toContainText('Errore login');
  await expect(toastRegion(page)).toContainText('Credenziali non valide');
  await expect(bottomNav(page)).toHaveCount(0);
});

test('signing in before verifying gets "Email non verificata"', async ({ page }) => {
  const email = uniqueEmail('non-verificato');
  await registerThroughForm(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Torna al login' }).click();
  await signInThroughForm(page, email, PASSWORD);
  await expect(toastRegion(page)).toContainText('Email non verificata');
  await expect(toastRegion(page)).toContainText('Controlla la tua casella email per il link di verifica');
});

// An address that already has an account is answered like a new one (issue 16: no account enumeration), so the
// refusal shown here is the registration schema's, the same the server applies.
test('a registration the schema refuses gets "Errore registrazione" with its reason', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Crea un account' }).click();
  const fields = authFields(page);
  await fields.firstName.fill('Giulia');
  await fields.email.fill(uniqueEmail('corta'));
  await fields.password.fill('corta');
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();
  await expect(toastRegion(page)).toContainText('Errore registrazione');
  await expect(toastRegion(page)).toContainText('La password deve avere almeno 8 caratteri');
  await expect(page.getByRole('heading', { name: 'Crea un nuovo account' })).toBeVisible();
});
