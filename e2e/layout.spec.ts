import { expect, test } from '@playwright/test';
import { bottomNav, DEMO_MEMBER, signInWithApi } from './helpers.ts';

test('the bottom navigation moves between sections and marks the current one', async ({ page }) => {
  await signInWithApi(page, DEMO_MEMBER);
  for (const [name, path] of [
    ['Messaggi', '/messages'],
    ['AI', '/ai'],
    ['Crea', '/create'],
  ] as const) {
    await bottomNav(page).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(bottomNav(page).getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(bottomNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  }
  await bottomNav(page).getByRole('link', { name: 'Reels' }).click();
  await expect(page).toHaveURL(/\/reels$/);
  await expect(bottomNav(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
});

test('a chat hides both bars', async ({ page }) => {
  await signInWithApi(page, DEMO_MEMBER, '/messages/qualcuno');
  await expect(page.getByRole('link', { name: 'Torna ai messaggi' })).toBeVisible();
  await expect(bottomNav(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
});

test('the profile button opens the profile and the bell opens the notification sheet', async ({ page }) => {
  await signInWithApi(page, DEMO_MEMBER);
  await page.getByRole('button', { name: 'Profilo' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // The profile is a modal overlay (SPEC §2): it closes with Escape before the bar can be used again.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Notifiche' }).click();
  const sheet = page.getByRole('dialog', { name: 'Notifiche' });
  await expect(sheet.getByRole('tab', { name: /Tutte/ })).toHaveAttribute('aria-selected', 'true');
  await expect(sheet.getByRole('tab', { name: /Non lette/ })).toBeVisible();
  await expect(sheet.getByRole('tab', { name: /Social/ })).toContainText('0');
  await sheet.getByRole('tab', { name: /Social/ }).click();
  await expect(sheet.getByText('Nessuna notifica')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
});

test('the legal pages open from the side menu', async ({ page }) => {
  await signInWithApi(page, DEMO_MEMBER);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Privacy' }).click();
  const privacy = page.getByRole('dialog', { name: 'Privacy' });
  await expect(privacy).toContainText('EXIF');
  await privacy.getByRole('button', { name: 'Chiudi' }).click();
  await expect(privacy).toHaveCount(0);
});
