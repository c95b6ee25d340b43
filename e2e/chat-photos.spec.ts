import { devices, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { bottomNav, pngImage, postCard, toastRegion, uniqueTitle } from './helpers.ts';
import { createPost, signIn } from './members.ts';

// Issue 27: 📎 sends a photo; a failed message keeps 'Riprova'; toasts never cover a composer or the
// bottom navigation; the side menu has no entry that only says 'In arrivo'.

test.use({ viewport: { width: 390, height: 844 } });

const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Messaggio' });
const chatComposer = (page: Page) => page.locator('form').filter({ has: chatInput(page) });
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The on-screen box of an element (it must be visible). */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'visible element').not.toBeNull();
  return found!;
}

/** Whether two boxes share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast on screen: the error toast is an alert. */
const errorToast = (page: Page) => toastRegion(page).getByRole('alert');

test('📎 sends a photo: the partner sees it live, in the list as 📷 Foto, and opens it whole', async ({
  page,
  browser,
  baseURL,
  makeMember,
}) => {
  const alice = await makeMember({ firstName: 'Alice', lastName: 'Foto' });
  const bruno = await makeMember({ firstName: 'Bruno', lastName: 'Vede' });
  const other = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL,
    locale: 'it-IT',
  });
  const brunoPage = await other.newPage();
  await signIn(brunoPage, bruno, `/messages/${alice.id}`);
  await expect(brunoPage.getByText('Nessun messaggio')).toBeVisible();

  await signIn(page, alice, `/messages/${bruno.id}`);
  await page.getByLabel('Allega una foto').setInputFiles({
    name: 'scheda.png',
    mimeType: 'image/png',
    buffer: pngImage(120, 90),
  });
  await expect(page.getByText('Foto pronta da inviare')).toBeVisible();
  await expect(chatInput(page)).toHaveAttribute('placeholder', 'Aggiungi un messaggio...');
  await page.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(page.getByText('Foto pronta da inviare')).toHaveCount(0);
  const mine = page.getByRole('img', { name: 'La tua foto' });
  await expect(mine).toBeVisible();
  await expect(page.getByText('Invio in corso…')).toHaveCount(0);

  // Bruno's open chat receives it live, and his browser may load it (it is private to the two of them).
  const received = brunoPage.getByRole('img', { name: 'Foto di Alice Foto' });
  await expect(received).toBeVisible();
  await expect
    .poll(() => received.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const size = await box(received);
  expect(size.width / size.height).toBeCloseTo(120 / 90, 1);
  await brunoPage.screenshot({ path: 'test-results/chat-photo-received.png' });

  await brunoPage.getByRole('button', { name: 'Apri la foto: Foto di Alice Foto' }).click();
  const viewer = brunoPage.getByRole('dialog', { name: 'Foto' });
  await expect(viewer.getByRole('img')).toBeVisible();
  await expect
    .poll(() => viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(120);
  await viewer.getByRole('button', { name: 'Chiudi' }).click();
  await expect(viewer).toHaveCount(0);

  await brunoPage.goto('/messages');
  await expect(brunoPage.getByRole('link', { name: /Alice Foto/ })).toContainText('📷 Foto');
  await other.close();
});

test('a message that fails stays in the thread with Riprova, which sends it once', async ({
  page,
  makeMember,
}) => {
  const me = await makeMember({ firstName: 'Marta' });
  const partner = await makeMember({ firstName: 'Piero' });
  await signIn(page, me, `/messages/${partner.id}`);
  await expect(page.getByText('Nessun messaggio')).toBeVisible();

  let aborted = 0;
  await page.route('**/api/messages', async (route) => {
    if (route.request().method() === 'POST' && aborted === 0) {
      aborted++;
      await route.abort('connectionreset');
    } else await route.fallback();
  });
  await chatInput(page).fill('Ti mando la foto della scheda');
  await chatInput(page).press('Enter');
  await expect(chatInput(page)).toHaveValue('');
  const failed = page.locator('[data-outgoing="failed"]');
  await expect(failed).toContainText('Ti mando la foto della scheda');
  await expect(failed.getByRole('alert')).toHaveText('Impossibile inviare il messaggio');
  await page.screenshot({ path: 'test-results/chat-failed-message.png' });

  await failed.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.locator('[data-outgoing]')).toHaveCount(0);
  const history = page.getByRole('list', { name: /^Messaggi con / });
  await expect(history.getByText('Ti mando la foto della scheda')).toHaveCount(1);
  expect(aborted).toBe(1);
  const stored = await partner.api.get(`/api/messages/${me.id}`);
  expect((await stored.json()).map((m: { content: string }) => m.content)).toEqual([
    'Ti mando la foto della scheda',
  ]);
});

test('toasts sit above the chat composer, the /ai composer and the bottom navigation; errors are alerts', async ({
  page,
  makeMember,
}) => {
  const me = await makeMember({ firstName: 'Gino' });
  const partner = await makeMember({ firstName: 'Lia' });

  // The chat: a file that is no photo gets an error toast, above the composer.
  await signIn(page, me, `/messages/${partner.id}`);
  await page
    .getByLabel('Allega una foto')
    .setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(errorToast(page)).toContainText('Sono accettate solo immagini JPG o PNG');
  expect(overlap(await box(errorToast(page)), await box(chatComposer(page)))).toBe(false);
  // A grown composer (a photo's banner) pushes the toast up with it.
  await page.getByLabel('Allega una foto').setInputFiles({
    name: 'ok.png',
    mimeType: 'image/png',
    buffer: pngImage(),
  });
  await page
    .getByLabel('Allega una foto')
    .setInputFiles({ name: 'b.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(errorToast(page)).toBeVisible();
  expect(overlap(await box(errorToast(page)), await box(chatComposer(page)))).toBe(false);
  await page.screenshot({ path: 'test-results/toast-chat.png' });

  // /ai: the question fails once (the network): an error toast above the composer and the bar, and
  // 'Riprova' on the question, which then gets its answer.
  await page.goto('/ai');
  let aborted = 0;
  await page.route('**/api/ai/chat', async (route) => {
    if (aborted++ === 0) await route.abort('connectionreset');
    else await route.fallback();
  });
  const aiInput = page.getByRole('textbox', { name: 'Messaggio per l’assistente' });
  await aiInput.fill('Il frigorifero non raffredda più');
  await aiInput.press('Enter');
  await expect(errorToast(page)).toBeVisible();
  const aiComposer = page
    .locator('div')
    .filter({ has: page.locator('form').filter({ has: aiInput }) })
    .last();
  expect(overlap(await box(errorToast(page)), await box(aiComposer))).toBe(false);
  expect(overlap(await box(errorToast(page)), await box(bottomNav(page)))).toBe(false);
  await page.screenshot({ path: 'test-results/toast-ai.png' });
  const question = page.getByRole('listitem').filter({ hasText: 'Il frigorifero non raffredda più' });
  await expect(question.getByRole('alert')).toHaveText('Nessuna risposta dall’assistente');
  await question.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('article', { name: 'Analisi Riparazione AI' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(question.getByRole('button', { name: 'Riprova' })).toHaveCount(0);
  await expect(page.getByText('Il frigorifero non raffredda più')).toHaveCount(1);

  // The feed: a like that fails gets an error toast above the bottom navigation.
  const title = uniqueTitle('Forno che non scalda');
  await createPost(partner, title);
  await page.route('**/api/likes', (route) => route.abort('connectionreset'));
  await page.goto('/');
  await postCard(page, title).getByRole('button', { name: 'Mi piace' }).click();
  await expect(errorToast(page)).toContainText('Impossibile aggiornare il like');
  expect(overlap(await box(errorToast(page)), await box(bottomNav(page)))).toBe(false);
  await page.screenshot({ path: 'test-results/toast-feed.png' });
});

test('the side menu: Community opens the search, Analytics is for admins, nothing says In arrivo', async ({
  page,
  makeMember,
  admin,
}) => {
  const member = await makeMember();
  await signIn(page, member, '/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Community' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Premium' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Analytics' })).toHaveCount(0);
  // The social entries are real links to the networks' pages, opened safely in a new tab.
  await menu.getByRole('button', { name: 'Social links' }).click();
  const instagram = menu.getByRole('link', { name: /Instagram/ });
  await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/riparami.it/');
  await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(menu.getByRole('link', { name: /TikTok|YouTube|Facebook/ })).toHaveCount(3);
  await menu.getByRole('button', { name: 'Community' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText('In arrivo')).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, admin, '/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=analytics$/);
  await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
});
