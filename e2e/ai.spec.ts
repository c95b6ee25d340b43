import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { pngImage, uniqueTitle } from './helpers.ts';
import { commentOn, createPost, signIn } from './members.ts';

/** Sends a message to the assistant as a member does: typed in its box, sent with Enter. */
async function askAssistant(page: import('@playwright/test').Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Messaggio per l’assistente' });
  await input.fill(text);
  await input.press('Enter');
}

test('a member asks in everyday Italian, gets the card, ticks steps, clicks a product and opens a similar post', async ({
  page,
  makeMember,
}) => {
  const helper = await makeMember({ firstName: 'Tecnico', lastName: 'Esperto' });
  const title = uniqueTitle('Lavatrice piena d’acqua');
  const post = await createPost(helper, title, {
    category: 'elettrodomestici',
    content: 'La lavatrice non scarica più l’acqua alla fine del lavaggio. Qualche idea?',
  });
  await commentOn(
    helper,
    post.id,
    'Pulisci il filtro della pompa in basso a destra: nel mio c’era una moneta.',
  );

  const member = await makeMember();
  await signIn(page, member, '/ai');
  await expect(page.getByRole('heading', { name: 'Assistente AI Riparazioni' })).toBeVisible();
  await expect(page.getByText('Analisi avanzata con guide step-by-step')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Analisi Testuale' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Analisi Immagini' })).toBeVisible();

  const input = page.getByRole('textbox', { name: 'Messaggio per l’assistente' });
  await expect(input).toHaveAttribute('placeholder', 'Descrivi il problema di riparazione...');
  // Shift+Enter adds a line; Enter sends.
  await input.fill('La mia lavatrice non scarica');
  await input.press('Shift+Enter');
  await input.pressSequentially('a fine lavaggio resta piena d’acqua');
  await expect(input).toHaveValue('La mia lavatrice non scarica\na fine lavaggio resta piena d’acqua');
  await input.press('Enter');
  await expect(input).toHaveValue('');

  const card = page.getByRole('article', { name: 'Analisi Riparazione AI' });
  await expect(card).toBeVisible();
  // The reply is shown from its start, not scrolled past it to the bottom of the card.
  await expect(card.getByRole('heading', { name: 'Analisi Riparazione AI' })).toBeInViewport();
  await expect(card.getByText('Principiante')).toBeVisible();
  await expect(card.getByText(/Scarico ostruito/)).toBeVisible();
  await expect(card.getByText(/\d+% di sicurezza/)).toBeVisible();
  await expect(card.getByText('Tempo stimato: 20-40 minuti')).toBeVisible();
  await expect(card.getByText('Avvertenze di sicurezza')).toBeVisible();

  await card.getByRole('tab', { name: 'Soluzioni' }).click();
  await expect(card.getByText('Pulisci il filtro della pompa')).toBeVisible();
  await card.getByRole('tab', { name: 'Guida' }).click();
  await expect(card.getByText('Progresso Riparazione')).toBeVisible();
  await expect(card.getByText('0 di 7 completati')).toBeVisible();
  await card.getByRole('button', { name: 'Segna il passo 1 come completato' }).click();
  await card.getByRole('button', { name: 'Segna il passo 2 come completato' }).click();
  await expect(card.getByText('2 di 7 completati')).toBeVisible();
  await card.getByRole('button', { name: 'Segna il passo 2 come completato' }).click();
  await expect(card.getByText('1 di 7 completati')).toBeVisible();
  await expect(card.getByText('Risultato atteso').first()).toBeVisible();

  // Strumenti Raccomandati: the click is recorded, the link opens in a new tab, the product is 'Visualizzato'.
  await expect(card.getByText('Strumenti Raccomandati')).toBeVisible();
  await expect(card.getByText('Affiliate Partner')).toBeVisible();
  await expect(card.getByText(/link di affiliazione/)).toBeVisible();
  // Compact: three products under the answer, the rest behind 'Vedi altri'.
  const buy = card.getByRole('link', { name: /^Acquista / }).first();
  const clicked = page.waitForRequest(
    (req) => req.url().endsWith('/api/affiliate/click') && req.method() === 'POST',
  );
  const popup = page.waitForEvent('popup');
  await buy.click();
  expect((await clicked).postDataJSON()).toMatchObject({ source: 'ai-analysis' });
  await (await popup).close();
  await expect(card.getByText('Visualizzato')).toBeVisible();

  // The similar community post opens with how it was fixed.
  await card.getByRole('link', { name: `Apri il post «${title}»` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText(/c’era una moneta/)).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(card.getByRole('button', { name: 'Chiedi alla community' })).toBeVisible();

  // A follow-up in the context of the diagnosis.
  await input.fill('quanto costa?');
  await input.press('Enter');
  await expect(page.getByText(/pompa di scarico costa 20-40 €/)).toBeVisible();

  await page.getByRole('button', { name: 'Nuova Chat' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Analisi Testuale' })).toBeVisible();
});

test('a photo with a description is answered from the description, and says so', async ({
  page,
  makeMember,
}) => {
  const member = await makeMember();
  await signIn(page, member, '/ai');
  await page
    .getByLabel('Carica un’immagine')
    .setInputFiles({ name: 'telefono.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(page.getByText("Immagine caricata - Pronta per l'analisi")).toBeVisible();
  const input = page.getByRole('textbox', { name: 'Messaggio per l’assistente' });
  await expect(input).toHaveAttribute('placeholder', "Descrivi cosa vedi nell'immagine...");

  await page.getByRole('button', { name: 'Rimuovi' }).click();
  await expect(page.getByText("Immagine caricata - Pronta per l'analisi")).toHaveCount(0);
  await expect(input).toHaveAttribute('placeholder', 'Descrivi il problema di riparazione...');

  await page
    .getByLabel('Carica un’immagine')
    .setInputFiles({ name: 'telefono.png', mimeType: 'image/png', buffer: pngImage() });
  await input.fill('il vetro del telefono è tutto crepato dopo una caduta');
  const analyze = page.waitForRequest((req) => req.url().endsWith('/api/ai/analyze'));
  await page.getByRole('button', { name: 'Invia' }).click();
  expect((await analyze).postDataJSON().image).toMatch(/^data:image\//);
  const card = page.getByRole('article', { name: 'Analisi Riparazione AI' });
  await expect(card).toBeVisible();
  await expect(page.getByText(/Non posso vedere la foto/)).toBeVisible();
});

test('‘Chiedi alla community’ turns the question and its photo into a pre-filled post', async ({
  page,
  makeMember,
}) => {
  const member = await makeMember();
  await signIn(page, member, '/ai');
  await page
    .getByLabel('Carica un’immagine')
    .setInputFiles({ name: 'telefono.png', mimeType: 'image/png', buffer: pngImage() });
  await askAssistant(page, 'il vetro del telefono è tutto crepato dopo una caduta');
  const card = page.getByRole('article', { name: 'Analisi Riparazione AI' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Chiedi alla community' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chiedi alla community' });
  await expect(dialog.getByLabel('Descrizione')).toHaveValue(
    'il vetro del telefono è tutto crepato dopo una caduta',
  );
  await expect(dialog.getByLabel('Titolo')).not.toHaveValue('');
  await expect(dialog.getByText('La foto verrà allegata al post')).toBeVisible();
  await dialog.getByRole('button', { name: 'Pubblica' }).click();
  await expect(page.getByText('Post pubblicato!')).toBeVisible();
  const posts = (await (await member.api.get(`/api/users/${member.id}/posts`)).json()) as {
    content: string;
    imageUrls: string[];
  }[];
  expect(posts[0]).toMatchObject({ content: 'il vetro del telefono è tutto crepato dopo una caduta' });
  expect(posts[0]!.imageUrls).toHaveLength(1);
});

test('when it asks back, the options are buttons, kept over a reload, and a tapped one gets the diagnosis', async ({
  page,
  makeMember,
}) => {
  const member = await makeMember();
  await signIn(page, member, '/ai');
  await askAssistant(page, 'la mia xbox non va bene');
  const choices = page.getByRole('group', { name: 'Risposte suggerite' });
  await expect(choices).toBeVisible();
  // They come back with the question after a reload.
  await page.reload();
  await expect(choices).toBeVisible();
  const choice = choices.getByRole('button', { name: 'Nessun segnale sulla TV' });
  await choice.focus();
  await page.keyboard.press('Enter');
  // The choice is sent as the member's message and answered with the analysis card.
  await expect(page.getByText('Nessun segnale sulla TV', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('article', { name: 'Analisi Riparazione AI' })).toContainText('HDMI');
  await expect(choices).toHaveCount(0);
});

test('sending is blocked with no text and no image', async ({ page, makeMember }) => {
  const member = await makeMember();
  await signIn(page, member, '/ai');
  const send = page.getByRole('button', { name: 'Invia' });
  await expect(send).toBeDisabled();
  await page.getByRole('textbox', { name: 'Messaggio per l’assistente' }).fill('   ');
  await expect(send).toBeDisabled();
});

test('the assistant with an analysis shown has no axe violations, in light and dark', async ({
  page,
  makeMember,
}) => {
  const member = await makeMember();
  await signIn(page, member, '/ai');
  await askAssistant(page, 'la ps5 si accende ma la tv dice nessun segnale');
  const card = page.getByRole('article', { name: 'Analisi Riparazione AI' });
  await expect(card.getByText('Strumenti Raccomandati')).toBeVisible();
  await card.getByRole('tab', { name: 'Guida' }).click();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }
});

test.describe('at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the conversation and the ticked steps come back after Messaggi and a reload; the list opens and deletes', async ({
    page,
    makeMember,
  }) => {
    await signIn(page, await makeMember(), '/ai');
    // The header fits: one line of title, no horizontal scroll.
    const title = page.getByRole('heading', { name: 'Assistente AI Riparazioni' });
    await expect(title).toBeVisible();
    expect((await title.boundingBox())!.height).toBeLessThan(30);
    // No vision model here: the photo card does not promise image analysis.
    await expect(page.getByText(/la risposta si basa sulla tua descrizione/)).toBeVisible();

    await askAssistant(page, 'La mia lavatrice non scarica, a fine lavaggio resta piena d’acqua');
    const card = page.getByRole('article', { name: 'Analisi Riparazione AI' });
    await card.getByRole('tab', { name: 'Guida' }).click();
    await card.getByRole('button', { name: 'Segna il passo 1 come completato' }).click();
    await card.getByRole('button', { name: 'Segna il passo 3 come completato' }).click();
    await expect(card.getByText('2 di 7 completati')).toBeVisible();
    // Products are compact: at most three, the rest behind 'Vedi altri'.
    const products = page.getByRole('region', { name: 'Strumenti Raccomandati' });
    if (await products.count()) expect(await products.getByRole('listitem').count()).toBeLessThanOrEqual(3);

    await page.getByRole('link', { name: 'Messaggi', exact: true }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await page.getByRole('link', { name: 'AI', exact: true }).click();
    const again = page.getByRole('article', { name: 'Analisi Riparazione AI' });
    await expect(again).toBeVisible();
    await again.getByRole('tab', { name: 'Guida' }).click();
    await expect(again.getByText('2 di 7 completati')).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole('article', { name: 'Analisi Riparazione AI' });
    await reloaded.getByRole('tab', { name: 'Guida' }).click();
    await expect(reloaded.getByText('2 di 7 completati')).toBeVisible();
    await expect(
      page.getByText('La mia lavatrice non scarica, a fine lavaggio resta piena d’acqua'),
    ).toBeVisible();

    // 'Nuova Chat' starts afresh and keeps the old one in the list, which opens it again.
    await page.getByRole('button', { name: 'Nuova Chat' }).click();
    await expect(page.getByRole('heading', { name: 'Analisi Testuale' })).toBeVisible();
    await page.getByRole('button', { name: 'Le tue conversazioni' }).click();
    const sheet = page.getByRole('dialog', { name: 'Le tue conversazioni' });
    await sheet.getByRole('button', { name: /^La mia lavatrice non scarica/ }).click();
    await expect(page.getByRole('article', { name: 'Analisi Riparazione AI' })).toBeVisible();

    await page.getByRole('button', { name: 'Le tue conversazioni' }).click();
    await sheet.getByRole('button', { name: /Elimina la conversazione/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await expect(page.getByText('Conversazione eliminata')).toBeVisible();
    await expect(sheet.getByText('Nessuna conversazione salvata')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Analisi Testuale' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
