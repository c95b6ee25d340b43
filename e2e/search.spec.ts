import { expect, test } from './fixtures.ts';
import { postCard, uniqueTitle } from './helpers.ts';
import { commentOn, createPost, signIn } from './members.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a member searches as they type, switches tabs and finds people without accents', async ({
  page,
  makeMember,
}) => {
  const word = `centrifuga${Date.now().toString(36)}`;
  const author = await makeMember({ firstName: 'Gennaro', lastName: 'Espòsito' });
  const title = uniqueTitle(`Lavatrice che non ${word}`);
  await createPost(author, title, { category: 'elettrodomestici', content: 'Il cestello resta fermo' });
  await signIn(page, await makeMember({ firstName: 'Lia' }));

  await page.getByRole('link', { name: 'Cerca' }).click();
  await expect(page).toHaveURL(/\/search$/);
  const box = page.getByRole('searchbox', { name: 'Cerca nella community' });
  await expect(box).toBeFocused();
  await box.fill('c');
  await expect(page.getByText('Scrivi almeno 2 caratteri')).toBeVisible();
  await box.fill(word.slice(0, -2));
  const card = postCard(page, title);
  await expect(card).toBeVisible();
  // The matched word is marked, as text.
  await expect(card.locator('mark').first()).toHaveText(new RegExp(word.slice(0, 8)));

  await page.getByRole('tab', { name: 'Persone' }).click();
  await box.fill('esposito');
  await expect(page.getByRole('link', { name: /Gennaro Espòsito/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Tutto' }).click();
  await box.fill(`zzz${word}nessuno`);
  await expect(page.getByRole('heading', { name: 'Nessun risultato' })).toBeVisible();

  // What was searched is kept on the device.
  await box.press('Enter');
  await box.fill('');
  await expect(page.getByRole('heading', { name: 'Ricerche recenti' })).toBeVisible();
  await expect(page.getByRole('button', { name: `zzz${word}nessuno`, exact: true })).toBeVisible();

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('the author marks a solution: the card says Risolto, the answer comes first and its author levels up', async ({
  page,
  makeMember,
}) => {
  const asker = await makeMember({ firstName: 'Paola', lastName: 'Gialli' });
  const helper = await makeMember({ firstName: 'Gianni', lastName: 'Verdi' });
  const title = uniqueTitle('Forno che non scalda');
  const post = await createPost(asker, title, { category: 'elettrodomestici' });
  await commentOn(asker, post.id, 'Qualcuno ha idee?');
  await commentOn(helper, post.id, 'È la resistenza inferiore: misurala col tester');
  await signIn(page, asker, '/?solved=false');
  await expect(page.getByRole('button', { name: 'Da risolvere' })).toHaveAttribute('aria-pressed', 'true');
  const card = postCard(page, title);
  await expect(card).toBeVisible();
  await expect(card.getByText('Risolto')).toHaveCount(0);

  await card.getByRole('button', { name: 'Commenta' }).click();
  const dialog = page.getByRole('dialog');
  const answer = dialog.getByRole('listitem').filter({ hasText: 'resistenza inferiore' });
  await answer.getByRole('button', { name: 'Segna come soluzione' }).click();
  await expect(page.getByText('Soluzione segnata')).toBeVisible();
  await expect(dialog.getByRole('listitem').first()).toContainText('resistenza inferiore');
  await expect(dialog.getByRole('listitem').first()).toContainText('Soluzione');
  await page.keyboard.press('Escape');
  await expect(card.getByText('Risolto')).toBeVisible();

  // The answer's author: 15 points, still Principiante, one repair.
  await page.goto(`/profile?id=${helper.id}`);
  await expect(page.getByText('Principiante (15 punti)')).toBeVisible();
});
