import { expect, test } from '@playwright/test';
import { DEMO_LUCA, postCard, signInWithApi, toastRegion, uniqueTitle } from './helpers.ts';

test('an empty post, a non-image file and a blank comment are refused', async ({ page }) => {
  await signInWithApi(page, DEMO_LUCA, '/create?tipo=post');
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
  await postCard(page, 'iPhone 12 non si carica più').getByRole('button', { name: 'Commenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Commenti' });
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Pubblica commento' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Il tuo commento').fill('   \n  ');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Il tuo commento').fill(' ok ');
  await expect(submit).toBeEnabled();
});

test('the draft survives a reload, and the way back returns to the choice', async ({ page }) => {
  const title = uniqueTitle('Bozza frigorifero');
  await signInWithApi(page, DEMO_LUCA, '/create');
  await page.getByRole('button', { name: 'Crea Reel' }).click();
  await expect(page.getByRole('heading', { name: 'I reel sono in arrivo' })).toBeVisible();
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
