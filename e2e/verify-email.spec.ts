import { expect, test } from '@playwright/test';
import { readVerificationLink, registerThroughForm, uniqueEmail } from './helpers.ts';

test('a verification link used twice shows the already-used hint', async ({ page }) => {
  const email = uniqueEmail('doppio-uso');
  await registerThroughForm(page, email, 'password-sicura-1');
  const link = await readVerificationLink(email);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email verificata!' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: "Errore nella verifica dell'email" })).toBeVisible();
  await expect(
    page.getByText('Ogni link di verifica funziona una sola volta', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vai al login' })).toHaveAttribute('href', '/#accedi');
  await expect(page.getByRole('button', { name: 'Reinvia email' })).toBeVisible();
});

test('without a token the page says the token is missing and asks for an address to resend', async ({
  page,
}) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: "Errore nella verifica dell'email" })).toBeVisible();
  await expect(page.getByText("Token di verifica mancante nell'URL")).toBeVisible();

  await page.getByRole('button', { name: 'Reinvia email' }).click();
  await expect(page.getByRole('status')).toContainText('Email mancante');

  await page.getByLabel('La tua email').fill(uniqueEmail('reinvio'));
  await page.getByRole('button', { name: 'Reinvia email' }).click();
  await expect(page.getByRole('heading', { name: 'Email inviata!' })).toBeVisible();
});

test('an unknown token shows the server error', async ({ page }) => {
  await page.goto('/verify-email?token=token-inesistente');
  await expect(page.getByRole('heading', { name: "Errore nella verifica dell'email" })).toBeVisible();
  await expect(page.getByText('Link di verifica non valido')).toBeVisible();
});

test('following the verification link signs the new member in and takes them home', async ({ page }) => {
  const email = uniqueEmail('accesso-dal-link');
  await registerThroughForm(page, email, 'password-sicura-1');
  await page.goto(await readVerificationLink(email));
  await expect(page.getByRole('heading', { name: 'Email verificata!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible({ timeout: 10_000 });
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
});
