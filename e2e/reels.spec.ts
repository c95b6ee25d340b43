import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { generateClip } from '../server/platform/media/ffmpeg.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { bottomNav, toastRegion, uniqueTitle } from './helpers.ts';
import { type Member, signIn } from './members.ts';

/** A short H.264/AAC clip made by ffmpeg (CI installs it), as a phone would record one. */
async function clip(seconds = 2): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'riparami-e2e-clip-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    await generateClip(file, { seconds, size: '240x426' });
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A reel published through the API as `member`: SPEC §7's upload flow, then POST /api/reels. */
async function publishReel(member: Pick<Member, 'api'>, title: string, video: Buffer) {
  const upload = await (await member.api.post('/api/objects/upload')).json();
  const put = await member.api.put(upload.uploadURL, {
    data: video,
    headers: { 'content-type': 'video/mp4' },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const res = await member.api.post('/api/reels', {
    data: { title, description: `Video di «${title}»`, videoUrl: upload.path, tags: '#prova' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const activeReel = (page: Page) => page.locator('section[aria-current="true"]');

test('a member uploads a reel with visible progress, sees it, likes it, comments and scrolls on', async ({
  page,
  makeMember,
}) => {
  const video = await clip();
  const giulia = await makeMember({ firstName: 'Giulia', lastName: 'Bianchi' });
  const earlier = uniqueTitle('Pulizia ventola');
  await publishReel(giulia, earlier, video);

  const luca = await makeMember({ firstName: 'Luca', lastName: 'Verdi' });
  await signIn(page, luca, '/create');
  await page.getByRole('button', { name: 'Crea Reel' }).click();
  await expect(page.getByRole('heading', { name: 'Crea Reel' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Hold the upload a moment so its progress is on screen, as on a phone network.
  await page.route('**/api/objects/uploads/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page
    .getByLabel('Video')
    .setInputFiles({ name: 'riparazione.mp4', mimeType: 'video/mp4', buffer: video });
  await expect(page.getByRole('progressbar', { name: 'Caricamento del video' })).toBeVisible();
  await expect(page.getByText('Video caricato', { exact: true }).first()).toBeVisible({ timeout: 15_000 });

  const title = uniqueTitle('Cambio batteria');
  await page.getByLabel('Titolo').fill(title);
  await page.getByLabel('Descrizione').fill('Sostituzione in dieci minuti con un cacciavite pentalobe.');
  await page.getByLabel(/Tag/).fill('#iPhone, batteria');
  await expect(page.getByText('2/10 tag')).toBeVisible();
  await page.getByRole('button', { name: 'Pubblica Reel' }).click();

  await expect(page).toHaveURL(/\/reels$/);
  await expect(bottomNav(page)).toHaveCount(0);
  const mine = activeReel(page);
  await expect(mine.getByRole('heading', { name: title })).toBeVisible();
  await expect(mine.getByText('Luca Verdi')).toBeVisible();
  await expect(mine.getByText('#iphone')).toBeVisible();
  await expect(mine.getByText('1 di')).toBeAttached();
  await expectNoAxeViolations(page);

  // A double tap likes it with a heart; another double tap never takes the like back (issue 27).
  const playArea = mine.getByRole('button', { name: /^(Pausa|Riproduci)$/ });
  await playArea.dblclick();
  await expect(mine.getByTestId('double-tap-heart')).toBeAttached();
  await expect(mine.getByRole('button', { name: 'Togli mi piace' })).toHaveAttribute('aria-pressed', 'true');
  await expect(mine.getByRole('button', { name: 'Togli mi piace' })).toContainText('1');
  await playArea.dblclick();
  await expect(mine.getByRole('button', { name: 'Togli mi piace' })).toContainText('1');
  // The description opens on a tap; a thin bar shows how far the video has played.
  const description = mine.getByRole('button', { name: /Sostituzione in dieci minuti/ });
  await expect(description).toHaveAttribute('aria-expanded', 'false');
  await description.click();
  await expect(description).toHaveAttribute('aria-expanded', 'true');
  await expect(mine.getByTestId('reel-progress')).toBeAttached();

  await mine.getByRole('button', { name: 'Commenti' }).click();
  const dialog = page.getByRole('dialog', { name: 'Commenti' });
  await expect(dialog.getByText('Nessun commento')).toBeVisible();
  await dialog.getByLabel('Il tuo commento').fill('Ottimo lavoro!');
  await dialog.getByRole('button', { name: 'Pubblica il commento' }).click();
  await expect(toastRegion(page)).toContainText('Commento aggiunto');
  await expect(dialog.getByText('Ottimo lavoro!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mine.getByRole('button', { name: 'Commenti' })).toContainText('1');

  // One wheel step moves exactly one reel: Giulia's, published before.
  await mine.hover();
  await page.mouse.wheel(0, 300);
  await expect(activeReel(page).getByRole('heading', { name: earlier })).toBeVisible();
  await expect(activeReel(page).getByText('Giulia Bianchi')).toBeVisible();
  // Only the author may delete: Giulia's reel offers no delete button to Luca, his own does.
  await expect(activeReel(page).getByRole('button', { name: 'Elimina reel' })).toHaveCount(0);
  // A wheel gesture is one step: the next one counts once the 600 ms pause after it is over.
  await page.waitForTimeout(700);
  await page.mouse.wheel(0, -300);
  await expect(activeReel(page).getByRole('heading', { name: title })).toBeVisible();
  await activeReel(page).getByRole('button', { name: 'Elimina reel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(toastRegion(page)).toContainText('Reel eliminato');
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

test('a title is required; with no reels the screen offers to create one', async ({ page, makeMember }) => {
  await signIn(page, await makeMember(), '/create?tipo=reel');
  await page.getByRole('button', { name: 'Pubblica Reel' }).click();
  await expect(toastRegion(page)).toContainText('Titolo, descrizione e video sono obbligatori');
  // Other specs publish reels on the same server: this one sees an empty community.
  await page.route('**/api/reels?*', (route) => route.fulfill({ json: [] }));
  await page.goto('/reels');
  await expect(page.getByRole('heading', { name: 'Nessun reel disponibile' })).toBeVisible();
  await page.getByRole('link', { name: 'Crea un reel' }).click();
  await expect(page).toHaveURL(/\/create\?tipo=reel$/);
});

test("a reel in the profile's grid opens in the feed", async ({ page, makeMember }) => {
  const video = await clip(1);
  const sara = await makeMember({ firstName: 'Sara', lastName: 'Neri' });
  const older = uniqueTitle('Saldatura connettore');
  await publishReel(sara, older, video);
  await publishReel(sara, uniqueTitle('Pulizia tastiera'), video);
  await signIn(page, sara, '/profile');
  await page.getByRole('tab', { name: 'Reels' }).click();
  await page.getByRole('link', { name: older }).click();
  await expect(page).toHaveURL(/\/reels\?reel=/);
  await expect(activeReel(page).getByRole('heading', { name: older })).toBeVisible();
});

test("the next reel loads only once the reel on screen can play through: a phone's data goes to what is watched", async ({
  page,
  makeMember,
}) => {
  const video = await clip(1);
  const sara = await makeMember({ firstName: 'Sara', lastName: 'Neri' });
  await publishReel(sara, uniqueTitle('Saldatura connettore'), video);
  const newer = uniqueTitle('Pasta termica');
  await publishReel(sara, newer, video);
  // Every video's bytes wait at the gate: the reel on screen cannot play yet.
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route('**/objects/uploads/**', async (route) => {
    if (route.request().resourceType() === 'media') await gate;
    await route.continue();
  });
  await signIn(page, sara, '/reels');
  await expect(activeReel(page).getByRole('heading', { name: newer })).toBeVisible();
  const next = page.locator('section[aria-current="true"] + section video');
  await expect(activeReel(page).locator('video')).toHaveAttribute('preload', 'auto');
  await expect(next).toHaveAttribute('preload', 'metadata');
  // The reel on screen loads: now the next one may, so a swipe finds it ready.
  open();
  await expect(next).toHaveAttribute('preload', 'auto', { timeout: 15_000 });
});

test('the reels page names the first reel’s poster, fetched once beside the app’s code and shown at once', async ({
  page,
  makeMember,
}) => {
  const sara = await makeMember({ firstName: 'Sara', lastName: 'Neri' });
  const title = uniqueTitle('Cambio vetro posteriore');
  await publishReel(sara, title, await clip(1));
  // The poster frame is taken in the background (ffmpeg).
  let poster = '';
  await expect
    .poll(
      async () => {
        const [first] = (await (await sara.api.get('/api/reels?limit=1')).json()) as {
          title: string;
          posterUrl: string | null;
        }[];
        poster = first?.title === title ? (first.posterUrl ?? '') : '';
        return poster;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\/objects\/uploads\//);
  await signIn(page, sara);
  const fetched: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  page.on('console', (message) => warnings.push(message.text()));
  const response = await page.goto('/reels');
  expect(response?.headers().link).toContain(`<${poster}>; rel=preload; as=image`);
  await expect(activeReel(page).getByRole('heading', { name: title })).toBeVisible();
  await expect(activeReel(page).locator('video')).toHaveAttribute('poster', poster);
  await page.waitForTimeout(3500);
  // The video's poster took the preloaded picture: asked once, and no "preloaded but not used" warning.
  expect(fetched.filter((path) => path === poster)).toHaveLength(1);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

test("a long title in the profile's reel grid shows two lines, cut with an ellipsis", async ({
  page,
  makeMember,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const sara = await makeMember({ firstName: 'Sara', lastName: 'Neri' });
  const title = uniqueTitle('Sostituzione della batteria di un iPhone 12 Pro Max passo per passo');
  await publishReel(sara, title, await clip(1));
  await signIn(page, sara, '/profile');
  await page.getByRole('tab', { name: 'Reels' }).click();
  const tile = page.getByRole('link', { name: title });
  await expect(tile).toBeVisible();
  // The lines of the title a person sees: those starting above the bottom of every box that clips them.
  const visibleLines = await tile.evaluate((link) => {
    const text = [...link.querySelectorAll('span')].find((span) => span.childNodes[0]?.nodeType === 3)!;
    const range = document.createRange();
    range.selectNodeContents(text);
    let bottom = Number.POSITIVE_INFINITY;
    for (let box: Element | null = text; box && box !== link.parentElement; box = box.parentElement)
      if (getComputedStyle(box).overflow !== 'visible')
        bottom = Math.min(bottom, box.getBoundingClientRect().bottom);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return [...tops].filter((top) => top < bottom - 1).length;
  });
  expect(visibleLines).toBe(2);
});

test('after publishing a reel the bottom navigation never shows on /reels, not even for a frame', async ({
  page,
  makeMember,
}) => {
  const video = await clip(1);
  // Every DOM change is checked as it happens: the bar present while the address is /reels is a flash.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { barOnReels: string[] }).barOnReels = seen;
    new MutationObserver(() => {
      if (
        window.location.pathname === '/reels' &&
        document.querySelector('nav[aria-label="Navigazione principale"]')
      )
        seen.push(window.location.href);
    }).observe(document, { childList: true, subtree: true });
  });
  await signIn(page, await makeMember(), '/create?tipo=reel');
  await page
    .getByLabel('Video')
    .setInputFiles({ name: 'riparazione.mp4', mimeType: 'video/mp4', buffer: video });
  await expect(page.getByText('Video caricato', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  const title = uniqueTitle('Cambio display');
  await page.getByLabel('Titolo').fill(title);
  await page.getByLabel('Descrizione').fill('Display sostituito in mezz’ora.');
  await page.getByRole('button', { name: 'Pubblica Reel' }).click();
  await expect(activeReel(page).getByRole('heading', { name: title })).toBeVisible();
  await expect(bottomNav(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { barOnReels: string[] }).barOnReels)).toEqual([]);
});
