import { expect, test } from './fixtures.ts';
import { toastRegion } from './helpers.ts';
import { signIn } from './members.ts';

test('an admin finds "Admin Panel" in the side menu and opens it', async ({ page, admin }) => {
  await signIn(page, admin);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Accesso Limitato');
});

test('a member has no "Admin Panel" entry', async ({ page, makeMember }) => {
  await signIn(page, await makeMember());
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Esci' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Admin Panel' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

test('a member opening /admin sees "Accesso Limitato", is denied and sent home', async ({
  page,
  makeMember,
}) => {
  await signIn(page, await makeMember(), '/admin');
  await expect(page.getByRole('heading', { name: 'Accesso Limitato' })).toBeVisible();
  await expect(toastRegion(page)).toContainText('Accesso negato');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(
    page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('aria-current', 'page');
});
