import { type Browser, devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { bottomNav, toastRegion, uniqueTitle } from './helpers.ts';
import { createPost, type Member, signIn } from './members.ts';

/** Issue 27, "what a phone user expects": on a 390×844 phone screen. */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** A second person at another browser (their own cookies), on the same phone-sized screen. */
async function secondBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: PHONE,
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  return { context, page: await context.newPage() };
}

const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Messaggio' });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/trust-${name}.png` });

async function reportPost(reporter: Member, postId: string) {
  const res = await reporter.api.post('/api/reports', {
    data: { type: 'post', targetId: postId, reason: 'spam' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('an admin confirms before resolving, and restores the hidden post', async ({
  page,
  makeMember,
  admin,
}) => {
  const author = await makeMember({ firstName: 'Aldo', lastName: 'Autore' });
  const title = uniqueTitle('Ricambi a metà prezzo');
  const post = await createPost(author, title);
  await reportPost(await makeMember({ firstName: 'Rita', lastName: 'Segnala' }), post.id);

  await signIn(page, admin, '/admin');
  await page.getByRole('tab', { name: 'Moderazione' }).click();
  const report = page.getByRole('article').filter({ hasText: title });
  await report.getByRole('button', { name: /^Risolvi/ }).click();
  const ask = page.getByRole('alertdialog', { name: 'Risolvere la segnalazione?' });
  await expect(ask).toContainText('Il contenuto verrà nascosto e l’autore riceverà una notifica.');
  await shot(page, 'resolve-confirm');
  // Cancel changes nothing: the report is still pending.
  await ask.getByRole('button', { name: 'Annulla' }).click();
  await expect(ask).toHaveCount(0);
  await expect(report).toContainText('In attesa');

  await report.getByRole('button', { name: /^Risolvi/ }).click();
  await ask.getByRole('button', { name: 'Risolvi' }).click();
  await expect(toastRegion(page)).toContainText('Segnalazione risolta');
  await page.getByLabel('Filtra per stato').selectOption('resolved');
  const resolved = page.getByRole('article').filter({ hasText: title });
  await expect(resolved).toContainText('Nascosto');
  await shot(page, 'restore-action');

  await resolved.getByRole('button', { name: /^Ripristina/ }).click();
  const restore = page.getByRole('alertdialog', { name: 'Ripristinare il contenuto?' });
  await expect(restore).toContainText('tornerà visibile a tutti');
  await restore.getByRole('button', { name: 'Ripristina' }).click();
  await expect(toastRegion(page)).toContainText('Contenuto ripristinato');
  await expect(resolved).not.toContainText('Nascosto');
  await expect(resolved.getByRole('button', { name: /^Ripristina/ })).toHaveCount(0);

  // The author is told, and the post is back.
  const notices = (await (await author.api.get('/api/notifications')).json()) as { title: string }[];
  expect(notices.map((n) => n.title)).toEqual(['Contenuto ripristinato', 'Contenuto rimosso']);
  expect((await author.api.get(`/api/posts/${post.id}`)).status()).toBe(200);

  // The audit log names the restore.
  await page.getByRole('tab', { name: 'Registro' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toContainText(
    `${admin.name} ha ripristinato il post «${title}»`,
  );
});

test('making someone admin asks first; cancel changes nothing', async ({ page, makeMember, admin }) => {
  const member = await makeMember({ firstName: 'Ines', lastName: `Conferma${Date.now().toString(36)}` });
  await signIn(page, admin, '/admin');
  await page.getByRole('tab', { name: 'Utenti' }).click();
  await page.getByRole('searchbox', { name: 'Cerca utenti' }).fill(member.lastName);
  const row = page.getByRole('listitem').filter({ hasText: member.email });
  await row.getByRole('button', { name: `Rendi Admin ${member.name}` }).click();
  const ask = page.getByRole('alertdialog', { name: `Rendere ${member.name} amministratore?` });
  await expect(ask).toBeVisible();
  await shot(page, 'admin-confirm');
  await ask.getByRole('button', { name: 'Annulla' }).click();
  await expect(row.getByRole('button', { name: `Rendi Admin ${member.name}` })).toBeVisible();
  await row.getByRole('button', { name: `Rendi Admin ${member.name}` }).click();
  await ask.getByRole('button', { name: 'Rendi Admin' }).click();
  await expect(toastRegion(page)).toContainText(`${member.name} ora è amministratore`);
  await row.getByRole('button', { name: `Rimuovi Admin ${member.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Rimuovi Admin' }).click();
  await expect(toastRegion(page)).toContainText(`${member.name} non è più amministratore`);
});

test('a block shows on the profile and in the chat, on both sides', async ({
  page,
  browser,
  baseURL,
  makeMember,
}) => {
  const alice = await makeMember({ firstName: 'Alice', lastName: 'Blocca' });
  const bruno = await makeMember({ firstName: 'Bruno', lastName: 'Molesto' });
  const sent = await bruno.api.post('/api/messages', { data: { receiverId: alice.id, content: 'Ciao!' } });
  expect(sent.status()).toBe(201);

  await signIn(page, alice, `/profile?id=${bruno.id}`);
  const profile = page.getByRole('dialog', { name: bruno.name });
  await profile.getByRole('button', { name: `Blocca ${bruno.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Blocca' }).click();
  await expect(toastRegion(page)).toContainText(`Hai bloccato ${bruno.name}`);
  // 'Sblocca' in words, and no 'Segui' or 'Aiuta'.
  await expect(profile.getByRole('button', { name: `Sblocca ${bruno.name}` })).toHaveText('Sblocca');
  await expect(profile.getByText('Hai bloccato questo utente.')).toBeVisible();
  await expect(profile.getByRole('button', { name: /^Segui/ })).toHaveCount(0);
  await expect(profile.getByRole('link', { name: 'Aiuta' })).toHaveCount(0);
  await shot(page, 'blocked-profile');

  await page.goto(`/messages/${bruno.id}`);
  await expect(page.getByText('Hai bloccato questo utente.')).toBeVisible();
  await expect(chatInput(page)).toHaveCount(0);
  await shot(page, 'chat-you-blocked');

  const other = await secondBrowser(browser, baseURL);
  await signIn(other.page, bruno, `/messages/${alice.id}`);
  await expect(other.page.getByText('Non puoi rispondere a questa conversazione.')).toBeVisible();
  await expect(chatInput(other.page)).toHaveCount(0);
  await expect(other.page.getByRole('button', { name: /^Sblocca/ })).toHaveCount(0);
  await shot(other.page, 'chat-blocked-side');

  // Unblocking from the chat gives the input back, on both sides.
  await page.getByRole('button', { name: `Sblocca ${bruno.name}` }).click();
  await expect(toastRegion(page)).toContainText(`Hai sbloccato ${bruno.name}`);
  await expect(chatInput(page)).toBeVisible();
  await other.page.reload();
  await expect(chatInput(other.page)).toBeVisible();
  await other.context.close();
});

test('form errors show under their field', async ({ page, makeMember }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Crea un account' }).click();
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();
  await expect(toastRegion(page)).toContainText('Campi mancanti');
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription("L'email è obbligatoria");
  await expect(page.getByLabel('Nome', { exact: true })).toHaveAccessibleDescription(
    'Il nome è obbligatorio per la registrazione',
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'La password è obbligatoria',
  );
  await shot(page, 'register-errors');
  await email.fill('paola@esempio.it');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');

  await signIn(page, await makeMember({ firstName: 'Carla', lastName: 'Form' }), '/create?tipo=post');
  await page.getByRole('button', { name: 'Pubblica' }).click();
  await expect(toastRegion(page)).toContainText('Titolo e contenuto sono obbligatori');
  const title = page.getByLabel('Titolo');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription(/Il titolo è obbligatorio/);
  await expect(page.getByLabel('Descrizione')).toHaveAccessibleDescription(/La descrizione è obbligatoria/);
  await shot(page, 'post-errors');

  await page.goto('/create?tipo=reel');
  await page.getByRole('button', { name: 'Pubblica Reel' }).click();
  await expect(page.getByLabel('Titolo')).toHaveAccessibleDescription(/Il titolo è obbligatorio/);
  await expect(page.getByText('Scegli un video da pubblicare')).toBeVisible();
  await shot(page, 'reel-errors');

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Modifica nome e biografia' }).click();
  const form = page.getByRole('dialog', { name: 'Modifica profilo' });
  await form.getByLabel('Nome', { exact: true }).fill('  ');
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByLabel('Nome', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Nome', { exact: true })).toHaveAccessibleDescription(
    'Il nome è obbligatorio',
  );
});

test('leaving a form with unsaved changes asks first; a saved draft does not', async ({
  page,
  makeMember,
}) => {
  await signIn(page, await makeMember({ firstName: 'Dario', lastName: 'Bozza' }), '/create?tipo=post');
  await page.getByLabel('Titolo').fill('Lavastoviglie che perde acqua');
  await bottomNav(page).getByRole('link', { name: 'Home' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Vuoi scartare le modifiche?' });
  await expect(ask).toBeVisible();
  await shot(page, 'discard-prompt');
  await ask.getByRole('button', { name: 'Continua a modificare' }).click();
  await expect(page).toHaveURL(/\/create\?tipo=post$/);
  await expect(page.getByLabel('Titolo')).toHaveValue('Lavastoviglie che perde acqua');

  await page.getByRole('button', { name: 'Torna alla scelta' }).click();
  await ask.getByRole('button', { name: 'Scarta' }).click();
  await expect(page.getByRole('button', { name: 'Crea Post' })).toBeVisible();

  // The reel form keeps its texts as a draft; once kept, leaving asks nothing and they come back.
  await page.getByRole('button', { name: 'Crea Reel' }).click();
  await page.getByLabel('Titolo').fill('Cambio batteria');
  await page.getByLabel('Descrizione').fill('Passo per passo');
  await bottomNav(page).getByRole('link', { name: 'Reels' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Continua a modificare' }).click();
  await page.getByRole('button', { name: 'Draft' }).click();
  await expect(toastRegion(page)).toContainText('Bozza salvata');
  await bottomNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(ask).toHaveCount(0);
  await page.goto('/create?tipo=reel');
  await expect(page.getByLabel('Titolo')).toHaveValue('Cambio batteria');
  await expect(page.getByLabel('Descrizione')).toHaveValue('Passo per passo');
});

test('the browser’s Back (a phone’s back gesture) on a form with unsaved changes asks first too', async ({
  page,
  makeMember,
}) => {
  await signIn(page, await makeMember({ firstName: 'Dario', lastName: 'Bozza' }));
  await bottomNav(page).getByRole('link', { name: 'Crea', exact: true }).click();
  await page.getByRole('button', { name: 'Crea Post' }).click();
  await expect(page).toHaveURL(/\/create\?tipo=post$/);
  await page.getByLabel('Titolo').fill('Lavastoviglie che perde acqua');

  const ask = page.getByRole('alertdialog', { name: 'Vuoi scartare le modifiche?' });
  await page.evaluate(() => window.history.back());
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(/\/create\?tipo=post$/);
  await ask.getByRole('button', { name: 'Continua a modificare' }).click();
  await expect(page).toHaveURL(/\/create\?tipo=post$/);
  await expect(page.getByLabel('Titolo')).toHaveValue('Lavastoviglie che perde acqua');

  await page.evaluate(() => window.history.back());
  await ask.getByRole('button', { name: 'Scarta' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('button', { name: 'Crea Post' })).toBeVisible();
  // Nothing is left to lose on the choice screen: Back goes on without asking.
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL(/\/$/);
  await expect(ask).toHaveCount(0);
});
