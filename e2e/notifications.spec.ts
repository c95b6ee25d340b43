import { expect, test } from './fixtures.ts';
import { uniqueTitle } from './helpers.ts';
import { createPost, signIn } from './members.ts';

test('the author sees who liked, commented and followed, and reading one lowers the badge', async ({
  page,
  makeMember,
}) => {
  // A new author has nothing unread, so the badge counts exactly what this test causes.
  const sara = await makeMember({ firstName: 'Sara', lastName: 'Neri' });
  // A first name only: the texts name the member by displayName, here 'Giulia'.
  const { api: fan } = await makeMember({ firstName: 'Giulia', lastName: '' });
  const post = await createPost(sara, uniqueTitle('Controller che si disconnette'));
  expect((await fan.post('/api/likes', { data: { entityId: post.id, entityType: 'post' } })).ok()).toBe(true);
  expect(
    (await fan.post('/api/comments', { data: { postId: post.id, content: 'Aggiorna il firmware!' } })).ok(),
  ).toBe(true);
  expect((await fan.post('/api/follows', { data: { followingId: sara.id } })).ok()).toBe(true);

  await signIn(page, sara);
  const bell = page.getByRole('button', { name: 'Notifiche' });
  await expect(bell.getByText('3', { exact: true })).toBeVisible();
  await expect(bell).toHaveAccessibleDescription('3 notifiche non lette');

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifiche' })).toBeVisible();
  const like = page.getByRole('button', { name: new RegExp(`Nuovo mi piace.*${post.title}`) });
  await expect(like).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`Nuovo commento.*${post.title}`) })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Nuovo follower.*Giulia ha iniziato a seguirti/ }),
  ).toBeVisible();
  await expect(like.locator('time')).toHaveText(/ fa$/); // Italian relative time, e.g. 'meno di un minuto fa'

  await like.click();
  await expect(like).toHaveCount(0);
  await expect(bell.getByText('2', { exact: true })).toBeVisible();
  await expect(bell).toHaveAccessibleDescription('2 notifiche non lette');

  await page.getByRole('tab', { name: /Non lette/ }).click();
  const unread = page.getByRole('tabpanel', { name: /Non lette/ });
  await expect(unread.getByRole('listitem')).toHaveCount(2);
});

test('a new notification reaches the bell live, without reloading', async ({ page, makeMember }) => {
  const luca = await makeMember({ firstName: 'Luca', lastName: 'Verdi' });
  const { api: fan } = await makeMember({ firstName: 'Giulia', lastName: 'Bianchi' });
  const post = await createPost(luca, uniqueTitle('Lavastoviglie che non scarica'));

  await signIn(page, luca);
  const bell = page.getByRole('button', { name: 'Notifiche' });
  await expect(bell).toBeVisible();
  await expect(bell.getByText('1', { exact: true })).toHaveCount(0);
  await page.waitForTimeout(500); // let the live channel connect
  expect(
    (await fan.post('/api/comments', { data: { postId: post.id, content: 'Pulisci la pompa' } })).ok(),
  ).toBe(true);
  // Well inside the 30 s polling interval: only the live push can make it appear this fast.
  await expect(bell.getByText('1', { exact: true })).toBeVisible({ timeout: 5000 });
});
