import { expect, test } from './fixtures.ts';
import { postCard, uniqueTitle } from './helpers.ts';
import { commentOn, createPost, signIn } from './members.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('in a chat, links are safe and clickable, the partner’s name opens their profile, one’s own id leads back', async ({
  page,
  makeMember,
}) => {
  const me = await makeMember({ firstName: 'Marta' });
  const partner = await makeMember({ firstName: 'Piero', lastName: 'Riva' });
  const sent = await partner.api.post('/api/messages', {
    data: {
      receiverId: me.id,
      content: 'Guarda qui https://www.ifixit.com/Guide/123 e anche javascript:alert(1)',
    },
  });
  expect(sent.ok()).toBe(true);
  await signIn(page, me, `/messages/${partner.id}`);
  const link = page.getByRole('link', { name: 'https://www.ifixit.com/Guide/123' });
  await expect(link).toHaveAttribute('href', 'https://www.ifixit.com/Guide/123');
  await expect(link).toHaveAttribute('rel', 'noopener nofollow ugc');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /javascript/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Piero Riva', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profile\\?id=${partner.id}`));
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Piero Riva' })).toBeVisible();

  await page.goto(`/messages/${me.id}`);
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText('Utente non trovato')).toHaveCount(0);
});

test('the legal pages’ e-mail addresses are mailto links, and a guest’s landing page logs no error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'La community di riparazione intelligente' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await page.goto('/privacy');
  await expect(page.getByRole('link', { name: 'privacy@riparami.it' }).first()).toHaveAttribute(
    'href',
    'mailto:privacy@riparami.it',
  );
});

test('links in a post and in its comments are clickable and open safely', async ({ page, makeMember }) => {
  const author = await makeMember({ firstName: 'Carla' });
  const post = await createPost(author, uniqueTitle('Asciugatrice rumorosa'), {
    content: 'Ho seguito https://www.ifixit.com/Guide/Asciugatrice/42 ma fa ancora rumore.',
  });
  await commentOn(author, post.id, 'Aggiungo il video: https://www.youtube.com/watch?v=abc123.');
  await signIn(page, await makeMember({ firstName: 'Dino' }));
  const card = postCard(page, post.title);
  const postLink = card.getByRole('link', { name: 'https://www.ifixit.com/Guide/Asciugatrice/42' });
  await expect(postLink).toHaveAttribute('href', 'https://www.ifixit.com/Guide/Asciugatrice/42');
  await expect(postLink).toHaveAttribute('target', '_blank');
  await expect(postLink).toHaveAttribute('rel', 'noopener nofollow ugc');
  await card.getByRole('button', { name: 'Commenta' }).click();
  // The full stop after the address stays text.
  const commentLink = page
    .getByRole('dialog', { name: 'Commenti' })
    .getByRole('link', { name: 'https://www.youtube.com/watch?v=abc123' });
  await expect(commentLink).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc123');
  await expect(commentLink).toHaveAttribute('rel', 'noopener nofollow ugc');
});
