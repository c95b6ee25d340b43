import { type Browser, devices, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { bottomNav, postCard, uniqueTitle } from './helpers.ts';
import { createPost, type Member, signIn } from './members.ts';

/** A second person at another browser (their own cookies), on the same phone-sized screen. */
async function secondBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  return { context, page: await context.newPage() };
}

const chatStatus = (page: Page) => page.getByText(/^(Online|Offline|Sta scrivendo\.\.\.)$/);
const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Messaggio' });
const history = (page: Page, partner: Member) =>
  page.getByRole('list', { name: `Messaggi con ${partner.name}` });

test('two members chat live: presence, typing, read marks and unread badges', async ({
  page,
  browser,
  baseURL,
  makeMember,
}) => {
  const alice = await makeMember({ firstName: 'Alice', lastName: 'Prova' });
  const bruno = await makeMember({ firstName: 'Bruno', lastName: 'Chat' });
  await signIn(page, alice, '/messages');
  await expect(page.getByRole('heading', { name: 'Conversazioni' })).toBeVisible();
  await expect(page.getByText('Nessuna conversazione')).toBeVisible();
  await expect(page.getByText('Inizia a chattare con altri membri della community!')).toBeVisible();

  const other = await secondBrowser(browser, baseURL);
  const brunoPage = other.page;
  await signIn(brunoPage, bruno, `/messages/${alice.id}`);
  await expect(brunoPage.getByRole('heading', { name: 'Alice Prova' })).toBeVisible();
  await expect(brunoPage.getByText('Nessun messaggio')).toBeVisible();
  await expect(brunoPage.getByText('Inizia la conversazione inviando un messaggio!')).toBeVisible();
  // Alice has the app open in her browser: she is online.
  await expect(chatStatus(brunoPage)).toHaveText('Online');
  await expect(bottomNav(brunoPage)).toHaveCount(0);

  await page.goto(`/messages/${bruno.id}`);
  await expect(chatStatus(page)).toHaveText('Online');

  // Typing is shown to the partner, and cleared 2 s after the last key.
  await chatInput(brunoPage).pressSequentially('Ciao Alice', { delay: 20 });
  await expect(chatStatus(page)).toHaveText('Sta scrivendo...');
  await expect(chatStatus(page)).toHaveText('Online', { timeout: 5000 });

  // Enter sends; the message appears on both sides, and Alice's open chat reads it.
  await chatInput(brunoPage).press('Enter');
  await expect(chatInput(brunoPage)).toHaveValue('');
  const sent = history(brunoPage, alice).getByRole('listitem').filter({ hasText: 'Ciao Alice' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(/\d{2}:\d{2}/);
  await expect(history(page, bruno).getByText('Ciao Alice')).toBeVisible();
  await expect(sent.getByText('Letto')).toBeAttached();

  // Shift+Enter adds a line instead of sending.
  await chatInput(page).fill('Ciao Bruno');
  await chatInput(page).press('Shift+Enter');
  await chatInput(page).pressSequentially('come va?');
  await expect(chatInput(page)).toHaveValue('Ciao Bruno\ncome va?');
  await page.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(history(brunoPage, alice).getByText(/Ciao Bruno\s+come va\?/)).toBeVisible();

  // On the list, a message that arrives counts as unread: on its row, in the title and on 'Messaggi'.
  await page.getByRole('link', { name: 'Torna ai messaggi' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Bruno Chat' });
  await expect(row).toContainText('come va?');
  await chatInput(brunoPage).fill('Tutto bene, grazie!');
  await chatInput(brunoPage).press('Enter');
  await expect(row).toContainText('Tutto bene, grazie!');
  await expect(row.getByRole('link')).toHaveAccessibleDescription('1 messaggio non letto');
  await expect(page.getByText('1 messaggio non letto in totale')).toBeAttached();
  await expect(
    bottomNav(page).getByRole('link', { name: 'Messaggi', exact: true }),
  ).toHaveAccessibleDescription('1 messaggio non letto');

  // The search box filters by name and by message text.
  const search = page.getByRole('searchbox', { name: 'Cerca conversazioni' });
  await expect(search).toHaveAttribute('placeholder', 'Cerca conversazioni...');
  await search.fill('zzz');
  await expect(page.getByText('Nessuna conversazione trovata')).toBeVisible();
  await search.fill('grazie');
  await expect(row).toBeVisible();
  await search.fill('');

  // Opening the chat reads it: the badges go.
  await row.getByRole('link').click();
  await expect(history(page, bruno).getByText('Tutto bene, grazie!')).toBeVisible();
  await page.getByRole('link', { name: 'Torna ai messaggi' }).click();
  await expect(row).toBeVisible();
  await expect(row.getByRole('link')).not.toHaveAccessibleDescription(/non lett/);
  await expect(
    bottomNav(page).getByRole('link', { name: 'Messaggi', exact: true }),
  ).not.toHaveAccessibleDescription(/non lett/);

  // Bruno closes his browser: after a moment Alice sees him offline.
  await page.goto(`/messages/${bruno.id}`);
  await expect(chatStatus(page)).toHaveText('Online');
  await other.context.close();
  await expect(chatStatus(page)).toHaveText('Offline', { timeout: 10_000 });
});

test('deleting a conversation asks first, and hides it for me only', async ({ page, makeMember }) => {
  const carla = await makeMember({ firstName: 'Carla', lastName: 'Elimina' });
  const dario = await makeMember({ firstName: 'Dario', lastName: 'Resta' });
  expect(
    (await dario.api.post('/api/messages', { data: { receiverId: carla.id, content: 'Ti scrivo io' } })).ok(),
  ).toBe(true);
  await signIn(page, carla, '/messages');
  const row = page.getByRole('listitem').filter({ hasText: 'Dario Resta' });
  await expect(row).toContainText('Ti scrivo io');

  await row.getByRole('button', { name: 'Elimina la conversazione con Dario Resta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Eliminare la conversazione?' });
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Elimina la conversazione con Dario Resta' }).click();
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Nessuna conversazione')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Nessuna conversazione')).toBeVisible();
  const theirs = (await (await dario.api.get('/api/conversations')).json()) as unknown[];
  expect(theirs).toHaveLength(1);
});

test("'Aiuta' on a post opens the chat with its author; an unknown member is not found", async ({
  page,
  makeMember,
}) => {
  const author = await makeMember({ firstName: 'Elena', lastName: 'Aiuto' });
  const helper = await makeMember({ firstName: 'Fabio', lastName: 'Mano' });
  const post = await createPost(author, uniqueTitle('Frigo che non raffredda'));
  await signIn(page, helper);
  await postCard(page, post.title).getByRole('link', { name: 'Aiuta' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/${author.id}$`));
  await expect(page.getByRole('heading', { name: 'Elena Aiuto' })).toBeVisible();
  await expect(chatInput(page)).toHaveAttribute('placeholder', 'Scrivi un messaggio...');

  await page.goto('/messages/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Utente non trovato')).toBeVisible();
  await expect(page.getByText("L'utente richiesto non esiste.")).toBeVisible();
  await page.getByRole('link', { name: 'Torna ai messaggi' }).click();
  await expect(page).toHaveURL(/\/messages$/);
});

test('the conversation list, the chat and the delete question have no axe violations, light and dark', async ({
  page,
  makeMember,
}) => {
  const me = await makeMember({ firstName: 'Giulia', lastName: 'Bianchi' });
  const luca = await makeMember({ firstName: 'Luca', lastName: 'Verdi' });
  await luca.api.post('/api/messages', { data: { receiverId: me.id, content: 'Che ventosa hai usato?' } });
  await me.api.post('/api/messages', { data: { receiverId: luca.id, content: 'Una normale, con il phon.' } });
  await luca.api.post('/api/messages', { data: { receiverId: me.id, content: 'Grazie!' } });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await signIn(page, me, '/messages');
    const row = page.getByRole('listitem').filter({ hasText: 'Luca Verdi' });
    await expect(row).toContainText('Grazie!');
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: 'Elimina la conversazione con Luca Verdi' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await row.getByRole('link').click();
    await expect(history(page, luca).getByText('Grazie!')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('a long chat opens at the newest message and loads older ones on scrolling up', async ({
  page,
  makeMember,
}) => {
  const reader = await makeMember({ firstName: 'Gina', lastName: 'Lunga' });
  const writer = await makeMember({ firstName: 'Ugo', lastName: 'Prolisso' });
  for (let i = 1; i <= 60; i++) {
    const res = await writer.api.post('/api/messages', {
      data: { receiverId: reader.id, content: `Messaggio numero ${i}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await signIn(page, reader, `/messages/${writer.id}`);
  const list = history(page, writer);
  await expect(list.getByText('Messaggio numero 60', { exact: true })).toBeInViewport();
  // One page holds the newest 50: the first ten arrive when the reader scrolls up.
  await expect(list.getByText('Messaggio numero 1', { exact: true })).toHaveCount(0);
  await expect(async () => {
    // The history scrolls inside its own box, the list's parent.
    await list.evaluate((ol) => ol.parentElement!.scrollTo({ top: 0 }));
    await expect(list.getByText('Messaggio numero 1', { exact: true })).toBeAttached({ timeout: 1000 });
  }).toPass();
  // The messages the reader was looking at stay in place: the top of the old page is still in view.
  await expect(list.getByText('Messaggio numero 11', { exact: true })).toBeInViewport();
});

test('a message arriving on another screen shows a banner that opens the chat', async ({
  page,
  makeMember,
}) => {
  const elisa = await makeMember({ firstName: 'Elisa', lastName: 'Banner' });
  const fabio = await makeMember({ firstName: 'Fabio', lastName: 'Mittente' });
  await signIn(page, elisa, '/feed');
  // The live channel is open once the page has loaded the member; then Fabio writes.
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(
    (
      await fabio.api.post('/api/messages', {
        data: { receiverId: elisa.id, content: 'Hai ancora il saldatore?' },
      })
    ).ok(),
  ).toBe(true);
  const banner = page.getByRole('link', { name: 'Apri la chat con Fabio Mittente' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Hai ancora il saldatore?');
  await banner.click();
  await expect(page).toHaveURL(new RegExp(`/messages/${fabio.id}$`));
  await expect(page.getByRole('heading', { name: 'Fabio Mittente' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('the chat’s ⋮ opens the profile, blocks, reports and deletes the conversation', async ({
  page,
  makeMember,
}) => {
  const gina = await makeMember({ firstName: 'Gina', lastName: 'Opzioni' });
  const ugo = await makeMember({ firstName: 'Ugo', lastName: 'Partner' });
  await ugo.api.post('/api/messages', { data: { receiverId: gina.id, content: 'Ciao Gina' } });
  await signIn(page, gina, `/messages/${ugo.id}`);
  const openMenu = async () => {
    await page.getByRole('button', { name: 'Opzioni conversazione' }).click();
    return page.getByRole('dialog', { name: 'Opzioni conversazione' });
  };

  await (await openMenu()).getByRole('link', { name: 'Vedi profilo' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile\\?id=${ugo.id}$`));
  await page.goBack();

  let menu = await openMenu();
  await menu.getByRole('button', { name: 'Segnala utente' }).click();
  await expect(page.getByRole('dialog', { name: /Segnala/ })).toBeVisible();
  await page.keyboard.press('Escape');

  menu = await openMenu();
  await menu.getByRole('button', { name: 'Blocca Ugo Partner' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Blocca' }).click();
  await expect(page.getByText('Hai bloccato questo utente.')).toBeVisible();
  await expect((await openMenu()).getByRole('button', { name: 'Sblocca Ugo Partner' })).toBeVisible();
  await page.keyboard.press('Escape');

  menu = await openMenu();
  await menu.getByRole('button', { name: 'Elimina conversazione' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText('Ciao Gina')).toHaveCount(0);
});
