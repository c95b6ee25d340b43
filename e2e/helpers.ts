import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

// Same data directory as playwright.config.ts gives the server under test (it sets E2E_PORT).
const port = Number(process.env.E2E_PORT);
const mailDir = path.resolve(process.env.E2E_DATA_DIR ?? `data/e2e-${port}`, 'mail');

export const TAGLINE = 'La community di riparazione intelligente';

/** An address no other test (or earlier run) has used. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@esempio.it`;
}

/** Undoes quoted-printable soft line breaks and '=3D' so the link reads as it was written. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

async function newestMailTo(address: string): Promise<string | null> {
  const files = await readdir(mailDir).catch(() => [] as string[]);
  // Outbox file names start with an ISO timestamp, so the newest sorts last.
  for (const file of files
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()) {
    const raw = await readFile(path.join(mailDir, file), 'utf8');
    const to = /^To:\s*(.+)$/im.exec(raw)?.[1] ?? '';
    if (to.toLowerCase().includes(address.toLowerCase())) return decodeQuotedPrintable(raw);
  }
  return null;
}

/** The verification link of the newest mail sent to `address` (waits for the mail to be written). */
export async function readVerificationLink(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = await newestMailTo(address);
        link = mail ? /https?:\/\/[^\s"'<>]+\/verify-email\?token=[\w%.-]+/.exec(mail)?.[0] : undefined;
        return link;
      },
      { message: `verification mail to ${address}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

/** The text fields of the login/registration card. */
export function authFields(page: Page) {
  return {
    firstName: page.getByLabel('Nome', { exact: true }),
    lastName: page.getByRole('textbox', { name: 'Cognome' }),
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
  };
}

/** Registers through the landing page's card and waits for the 'Verifica la tua email!' screen. */
export async function registerThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Crea un account' }).click();
  await expect(page.getByRole('heading', { name: 'Crea un nuovo account' })).toBeVisible();
  const fields = authFields(page);
  await fields.firstName.fill('Paola');
  await fields.lastName.fill('Collaudo');
  await fields.email.fill(email);
  await fields.password.fill(password);
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verifica la tua email!' })).toBeVisible();
}

/** Signs in through the login form (the page must show it). */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const fields = authFields(page);
  await fields.email.fill(email);
  await fields.password.fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/** The bottom navigation of the signed-in shell. */
export function bottomNav(page: Page) {
  return page.getByRole('navigation', { name: 'Navigazione principale' });
}

/** The live region where toasts appear (one at a time). */
export function toastRegion(page: Page) {
  return page.getByRole('status');
}

/** A title no other test (or earlier run) has used. */
export function uniqueTitle(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A small solid-colour PNG made in memory, for upload tests. */
export function pngImage(width = 96, height = 64, [r, g, b] = [234, 88, 12]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A post card in the feed, found by its title (cards are articles named by their title). */
export function postCard(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}
