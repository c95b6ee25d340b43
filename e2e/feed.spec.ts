import { expect, test } from './fixtures.ts';
import { pngImage, postCard, toastRegion, uniqueTitle } from './helpers.ts';
import { createPost, signIn } from './members.ts';

test('a member publishes a post with an image, likes, comments, edits and deletes it', async ({
  page,
  makeMember,
}) => {
  const title = uniqueTitle('Tablet che non si accende');
  await signIn(page, await makeMember({ firstName: 'Sara', lastName: 'Neri' }), '/create');
  await page.getByRole('button', { name: 'Crea Post' }).click();
  await page.getByLabel('Titolo').fill(title);
  await page.getByLabel('Descrizione').fill('Dopo un aggiornamento resta sul logo. Qualche idea?');
  await page.getByLabel(/Categoria/).selectOption('computer');
  await page.getByLabel('Aggiungi foto').setInputFiles({
    name: 'tablet.png',
    mimeType: 'image/png',
    buffer: pngImage(),
  });
  await expect(page.getByRole('img', { name: 'Anteprima dell’immagine 1' })).toBeVisible();
  await expect(page.getByText('Caricata')).toBeAttached();
  await page.getByRole('button', { name: 'Pubblica' }).click();
  await expect(toastRegion(page)).toContainText('Post pubblicato!');
  await expect(page).toHaveURL(/\/$/);

  // The new post is on top, with its image loaded.
  const card = postCard(page, title);
  await expect(page.getByRole('article').first()).toHaveAccessibleName(title);
  const image = card.getByRole('img', { name: `Immagine 1 del post «${title}»` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const like = card.getByRole('button', { name: 'Mi piace' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText('0');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText('1');

  await card.getByRole('button', { name: 'Commenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Commenti' });
  await expect(dialog.getByText('Nessun commento ancora')).toBeVisible();
  await dialog
    .getByLabel('Il tuo commento')
    .fill('  Prova a tenere premuto il tasto di accensione per 30 secondi.  ');
  await expect(dialog.getByText('65/500 caratteri')).toBeVisible();
  await dialog.getByRole('button', { name: 'Pubblica commento' }).click();
  await expect(toastRegion(page)).toContainText('Commento aggiunto');
  await expect(dialog.getByRole('listitem')).toContainText(
    'Prova a tenere premuto il tasto di accensione per 30 secondi.',
  );
  await page.keyboard.press('Escape');
  // Closing a dialog gives focus back to what opened it, so the keyboard carries on from there.
  await expect(card.getByRole('button', { name: 'Commenta' })).toBeFocused();
  await expect(card.getByRole('button', { name: 'Commenta' })).toHaveText('1');

  // Cancel restores the original text; save keeps the new one.
  await card.getByRole('button', { name: 'Modifica post' }).click();
  await card.getByLabel('Titolo').fill('Titolo da scartare');
  await card.getByRole('button', { name: 'Annulla' }).click();
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await card.getByRole('button', { name: 'Modifica post' }).click();
  await card.getByLabel('Contenuto').fill('   ');
  await expect(card.getByRole('button', { name: 'Salva' })).toBeDisabled();
  await card.getByLabel('Contenuto').fill('Risolto: era la batteria scarica.');
  await card.getByRole('button', { name: 'Salva' }).click();
  await expect(toastRegion(page)).toContainText('Post aggiornato');
  await expect(card.getByText('Risolto: era la batteria scarica.')).toBeVisible();

  await card.getByRole('button', { name: 'Elimina post' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sei sicuro di voler eliminare questo post?' });
  await page.keyboard.press('Escape');
  await expect(card.getByRole('button', { name: 'Elimina post' })).toBeFocused();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(toastRegion(page)).toContainText('Post eliminato');
  await expect(card).toHaveCount(0);
});

test('another member follows the author and "Aiuta" opens a chat with them', async ({ page, makeMember }) => {
  const giulia = await makeMember({ firstName: 'Giulia', lastName: 'Bianchi' });
  const older = await createPost(giulia, uniqueTitle('iPhone 12 non si carica più'), {
    category: 'smartphone',
  });
  const post = await createPost(giulia, uniqueTitle('Asciugatrice rumorosa'));

  await signIn(page, await makeMember({ firstName: 'Luca', lastName: 'Verdi' }));
  const card = postCard(page, post.title);
  await expect(card.getByRole('button', { name: 'Modifica post' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Segui' }).click();
  await expect(toastRegion(page)).toContainText('Seguito!');
  await expect(card.getByRole('button', { name: 'Seguito' })).toBeVisible();
  // Every card by the same author follows along.
  await expect(postCard(page, older.title).getByRole('button', { name: 'Seguito' })).toBeVisible();

  await card.getByRole('link', { name: 'Aiuta' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/${giulia.id}$`));
});

test('the category chips filter the feed', async ({ page, makeMember }) => {
  const member = await makeMember();
  const phone = await createPost(member, uniqueTitle('iPhone 12 non si carica più'), {
    category: 'smartphone',
  });
  const ps4 = await createPost(member, uniqueTitle('PS4 rumorosissima'), { category: 'console' });
  await signIn(page, member);
  await expect(postCard(page, phone.title)).toBeVisible();
  const chips = page.getByRole('group', { name: 'Filtra per categoria' });
  await expect(chips.getByRole('button', { name: 'Tutti' })).toHaveAttribute('aria-pressed', 'true');

  await chips.getByRole('button', { name: 'Console' }).click();
  await expect(page).toHaveURL(/\?category=console$/);
  await expect(chips.getByRole('button', { name: 'Console' })).toHaveAttribute('aria-pressed', 'true');
  await expect(postCard(page, ps4.title)).toBeVisible();
  await expect(postCard(page, phone.title)).toHaveCount(0);
  for (const card of await page.getByRole('article').all()) await expect(card).toContainText('Console');

  await chips.getByRole('button', { name: 'Tutti' }).click();
  await expect(postCard(page, phone.title)).toBeVisible();
});

test('a post’s dialogs load when opened, and one that cannot load says so and opens on the next tap', async ({
  page,
  makeMember,
}) => {
  const giulia = await makeMember({ firstName: 'Giulia', lastName: 'Bianchi' });
  const post = await createPost(giulia, uniqueTitle('Forno che non scalda'));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const dialogCode = /\/assets\/(comments-dialog|report-dialog|post-edit-form)-[\w-]+\.js$/;

  await signIn(page, await makeMember({ firstName: 'Luca', lastName: 'Verdi' }));
  const card = postCard(page, post.title);
  await expect(card).toBeVisible();
  // The feed's first render neither downloads nor runs the code (and zod schemas) of the dialogs a tap opens.
  expect(scripts.filter((path) => dialogCode.test(path))).toEqual([]);

  // Offline at the tap: a toast says so and nothing is left half open.
  await page.route(/\/assets\/report-dialog-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await card.getByRole('button', { name: 'Segnala' }).click();
  await expect(toastRegion(page)).toContainText('Impossibile aprire');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Back online, the same button opens it.
  await page.unroute(/\/assets\/report-dialog-[\w-]+\.js$/);
  await card.getByRole('button', { name: 'Segnala' }).click();
  await expect(page.getByRole('dialog', { name: 'Segnala il post' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card.getByRole('button', { name: 'Segnala' })).toBeFocused();

  await card.getByRole('button', { name: 'Commenta' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Commenti' }).getByText('Nessun commento ancora'),
  ).toBeVisible();
});
