import { expect, test } from './fixtures.ts';
import { postCard, toastRegion, uniqueTitle } from './helpers.ts';
import { createPost, signIn } from './members.ts';

test('the own profile shows "Membro dal", edits the bio and closes with Escape', async ({
  page,
  makeMember,
}) => {
  const bio = uniqueTitle('Riparo lavatrici e forni da');
  await signIn(page, await makeMember({ firstName: 'Luca', lastName: 'Verdi' }));
  await page.getByRole('button', { name: 'Profilo' }).click();
  const profile = page.getByRole('dialog', { name: 'Luca Verdi' });
  await expect(profile).toBeVisible();
  await expect(profile.getByText(/^Membro dal \p{L}+ \d{4}$/u)).toBeVisible();
  await expect(profile.getByText('Principiante (0 punti)')).toBeVisible();
  await expect(profile.getByRole('tab', { name: /Post/ })).toHaveAttribute('aria-selected', 'true');

  await profile.getByRole('button', { name: 'Modifica profilo' }).click();
  const form = page.getByRole('dialog', { name: 'Modifica profilo' });
  await form.getByLabel('Biografia').fill(bio);
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(toastRegion(page)).toContainText('Profilo aggiornato');
  await expect(form).toHaveCount(0);
  await expect(profile.getByText(bio)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(profile).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test("another member's profile opens from a post's author name", async ({ page, makeMember }) => {
  const giulia = await makeMember({ firstName: 'Giulia', lastName: 'Bianchi' });
  const post = await createPost(giulia, uniqueTitle('iPhone 12 non si carica più'), {
    category: 'smartphone',
  });
  await signIn(page, await makeMember({ firstName: 'Luca', lastName: 'Verdi' }));
  await postCard(page, post.title).getByRole('link', { name: 'Giulia Bianchi' }).click();
  await expect(page).toHaveURL(/\/profile\?id=/);
  const profile = page.getByRole('dialog', { name: 'Giulia Bianchi' });
  await expect(profile.getByText(/^Membro dal /)).toBeVisible();
  await expect(profile.getByRole('button', { name: /^Segui(to)?$/ })).toBeVisible();
  await expect(profile.getByRole('link', { name: 'Aiuta' })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Modifica profilo' })).toHaveCount(0);
  await expect(profile.getByText(post.title, { exact: true })).toBeVisible();

  await profile.getByRole('tab', { name: 'Reels' }).click();
  await expect(profile.getByText('Nessun reel')).toBeVisible();
  await profile.getByRole('button', { name: 'Chiudi profilo' }).click();
  await expect(profile).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});
