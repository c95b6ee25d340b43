import { expect, test } from './fixtures.ts';
import { bottomNav, toastRegion } from './helpers.ts';
import { signIn } from './members.ts';

test('the bottom navigation moves between sections and marks the current one', async ({
  page,
  makeMember,
}) => {
  await signIn(page, await makeMember());
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

test('a chat hides both bars', async ({ page, makeMember }) => {
  await signIn(page, await makeMember(), '/messages/qualcuno');
  await expect(page.getByRole('link', { name: 'Torna ai messaggi' })).toBeVisible();
  await expect(bottomNav(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
});

test('the profile button opens the profile and the bell opens the notification sheet', async ({
  page,
  makeMember,
}) => {
  await signIn(page, await makeMember());
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

test('the legal pages open from the side menu', async ({ page, makeMember }) => {
  await signIn(page, await makeMember());
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Privacy' }).click();
  // Issue 21: each is a page of its own, for members and guests alike.
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('EXIF');
  await page.getByRole('link', { name: 'Termini di servizio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Termini di servizio' })).toBeVisible();
});

test('a toast hides no control: above the bottom navigation, and it goes with a swipe', async ({
  page,
  makeMember,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, await makeMember(), '/create?tipo=post');
  await page.getByRole('button', { name: 'Draft' }).click();
  const toast = toastRegion(page).locator('[data-variant]');
  await expect(toast).toContainText('Bozza salvata');

  // The /create header (back, 'Draft') and the bottom navigation stay usable while the toast shows.
  await page.getByRole('button', { name: 'Torna alla scelta' }).click({ trial: true });
  await page.getByRole('button', { name: 'Draft' }).click({ trial: true });
  const toastBox = (await toast.boundingBox())!;
  const navBox = (await bottomNav(page).boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(navBox.y);

  await page.mouse.move(toastBox.x + 40, toastBox.y + toastBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(toastBox.x + 140, toastBox.y + toastBox.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});
