import { expect, test } from './fixtures.ts';
import { postCard, toastRegion, uniqueTitle } from './helpers.ts';
import { commentOn, createPost, signIn } from './members.ts';

test('an empty post, a non-image file and a blank comment are refused', async ({ page, makeMember }) => {
  const giulia = await makeMember({ firstName: 'Giulia', lastName: 'Bianchi' });
  const post = await createPost(giulia, uniqueTitle('iPhone 12 non si carica più'), {
    category: 'smartphone',
  });
  await commentOn(giulia, post.id, 'Ho già provato un altro cavo.');
  await signIn(page, await makeMember({ firstName: 'Luca', lastName: 'Verdi' }), '/create?tipo=post');
  await page.getByLabel('Titolo').fill('   ');
  await page.getByRole('button', { name: 'Pubblica' }).click();
  await expect(toastRegion(page)).toContainText('Titolo e contenuto sono obbligatori');
  await expect(page).toHaveURL(/\/create\?tipo=post$/);

  await page.getByLabel('Aggiungi foto').setInputFiles({
    name: 'appunti.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('non sono una foto'),
  });
  await expect(toastRegion(page)).toContainText('Upload non valido, riprovare');
  await expect(toastRegion(page)).toContainText('sono accettate solo immagini JPG o PNG');
  await expect(page.getByRole('button', { name: 'Rimuovi immagine 1' })).toHaveCount(0);

  await page.goto('/');
  await postCard(page, post.title).getByRole('button', { name: 'Commenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Commenti' });
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Pubblica commento' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Il tuo commento').fill('   \n  ');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Il tuo commento').fill(' ok ');
  await expect(submit).toBeEnabled();
});

test('the draft survives a reload, and the way back returns to the choice', async ({ page, makeMember }) => {
  const title = uniqueTitle('Bozza frigorifero');
  await signIn(page, await makeMember({ firstName: 'Luca', lastName: 'Verdi' }), '/create');
  await page.getByRole('button', { name: 'Crea Reel' }).click();
  await expect(page.getByRole('heading', { name: 'Crea Reel' })).toBeVisible();
  await page.getByRole('button', { name: 'Torna alla scelta' }).click();
  await page.getByRole('button', { name: 'Crea Post' }).click();

  await page.getByLabel('Titolo').fill(title);
  await page.getByLabel('Descrizione').fill('Il frigo non raffredda più.');
  await page.getByLabel(/Categoria/).selectOption('elettrodomestici');
  await page.getByRole('button', { name: 'Draft' }).click();
  await expect(toastRegion(page)).toContainText('Bozza salvata');

  await page.reload();
  await expect(page.getByLabel('Titolo')).toHaveValue(title);
  await expect(page.getByLabel('Descrizione')).toHaveValue('Il frigo non raffredda più.');
  await expect(page.getByLabel(/Categoria/)).toHaveValue('elettrodomestici');
  await expect(page.getByText('Bozza salvata', { exact: true })).toBeVisible();

  // Publishing clears the draft.
  await page.getByRole('button', { name: 'Pubblica' }).click();
  await expect(toastRegion(page)).toContainText('Post pubblicato!');
  await expect(postCard(page, title)).toBeVisible();
  await page.goto('/create?tipo=post');
  await expect(page.getByLabel('Titolo')).toHaveValue('');
});
