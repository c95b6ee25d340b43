import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { postCard, toastRegion, uniqueTitle } from './helpers.ts';
import { createPost, signIn } from './members.ts';

test('a member reports a post, an admin resolves it and the post disappears', async ({
  page,
  makeMember,
  admin,
}) => {
  const author = await makeMember({ firstName: 'Aldo', lastName: 'Autore' });
  const reporter = await makeMember({ firstName: 'Rita', lastName: 'Segnala' });
  const title = uniqueTitle('Vendo ricambi miracolosi');
  const kept = uniqueTitle('Lavatrice rumorosa');
  await createPost(author, kept);
  await createPost(author, title);

  await signIn(page, reporter);
  const card = postCard(page, title);
  await card.getByRole('button', { name: 'Segnala' }).click();
  const dialog = page.getByRole('dialog', { name: 'Segnala il post' });
  // The reason is required: sending without one says so.
  await dialog.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Scegli un motivo');
  await dialog.getByRole('radio', { name: 'Truffa' }).check();
  await dialog.getByRole('textbox', { name: /Descrizione/ }).fill('Chiede pagamenti fuori dalla piattaforma');
  await expect(dialog.getByText('40/500 caratteri')).toBeVisible();
  await dialog.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expect(toastRegion(page)).toContainText('Segnalazione inviata');
  await expect(dialog).toHaveCount(0);

  await signIn(page, admin, '/admin');
  await page.getByRole('tab', { name: 'Moderazione' }).click();
  await expect(page.getByLabel('Filtra per stato')).toHaveValue('pending');
  const report = page.getByRole('article').filter({ hasText: title });
  await expect(report).toContainText('Post · Truffa');
  await expect(report).toContainText('Aldo Autore');
  await expect(report).toContainText('Rita Segnala');
  await expect(report).toContainText('Chiede pagamenti fuori dalla piattaforma');
  await report.getByRole('button', { name: 'Vedi contenuto' }).click();
  const content = page.getByRole('dialog', { name: 'Contenuto segnalato' });
  await expect(content).toContainText(`Contenuto di «${title}»`);
  await content.getByRole('button', { name: 'Chiudi' }).click();
  await report.getByRole('button', { name: /^Risolvi/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Risolvere la segnalazione?' })
    .getByRole('button', { name: 'Risolvi' })
    .click();
  await expect(toastRegion(page)).toContainText('Segnalazione risolta');
  // Pending only: the resolved report leaves this list and shows under 'Risolte' without actions.
  await expect(report).toHaveCount(0);
  await page.getByLabel('Filtra per stato').selectOption('resolved');
  const resolved = page.getByRole('article').filter({ hasText: title });
  await expect(resolved).toContainText('Risolta');
  await expect(resolved.getByRole('button', { name: /^Risolvi|^Ignora/ })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Registro' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toContainText(
    `Amministratrice Prova ha risolto una segnalazione sul post «${title}»`,
  );

  await signIn(page, reporter);
  await expect(postCard(page, kept)).toBeVisible();
  await expect(postCard(page, title)).toHaveCount(0);
});

test('an admin searches a member, makes them admin and back, and finds both in the audit log', async ({
  page,
  makeMember,
  admin,
}) => {
  const member = await makeMember({ firstName: 'Ginevra', lastName: `Cerca${Date.now().toString(36)}` });
  await signIn(page, admin, '/admin');
  await expect(page.getByRole('term').filter({ hasText: 'Utenti totali' })).toBeVisible();
  await page.getByRole('tab', { name: 'Utenti' }).click();
  await page.getByRole('searchbox', { name: 'Cerca utenti' }).fill(member.lastName);
  const rows = page.getByRole('listitem').filter({ hasText: member.email });
  await expect(rows).toHaveCount(1);
  await rows.getByRole('button', { name: `Rendi Admin ${member.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Rendi Admin' }).click();
  await expect(toastRegion(page)).toContainText(`${member.name} ora è amministratore`);
  await rows.getByRole('button', { name: `Rimuovi Admin ${member.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Rimuovi Admin' }).click();
  await expect(toastRegion(page)).toContainText(`${member.name} non è più amministratore`);
  await expect(rows.getByRole('button', { name: `Rendi Admin ${member.name}` })).toBeVisible();

  // An admin cannot remove their own rights.
  await page.getByRole('searchbox', { name: 'Cerca utenti' }).fill(admin.email);
  await expect(page.getByRole('button', { name: `Rimuovi Admin ${admin.name}` })).toBeDisabled();

  await page.getByRole('tab', { name: 'Registro' }).click();
  const entries = page.getByRole('listitem').filter({ hasText: member.name });
  await expect(entries.first()).toContainText(`${admin.name} ha rimosso ${member.name} dagli amministratori`);
  await expect(entries.nth(1)).toContainText(`${admin.name} ha reso amministratore ${member.name}`);
});

test('the analytics tab shows real figures and draws the 30-day charts', async ({ page, admin }) => {
  await signIn(page, admin, '/admin');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Assistente AI (ultimi 30 giorni)' })).toBeVisible();
  const posts = page.getByRole('figure').filter({ hasText: 'Post al giorno' });
  await expect(posts).toContainText(/\d+\sin 30\sgiorni/);
  await expect(posts.locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(5);
});

test('a member opening /admin fetches no admin data and is sent home', async ({ page, makeMember }) => {
  const adminCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin')) adminCalls.push(request.url());
  });
  await signIn(page, await makeMember(), '/admin');
  await expect(page.getByRole('heading', { name: 'Accesso Limitato' })).toBeVisible();
  await expect(toastRegion(page)).toContainText('Accesso negato');
  await page.waitForURL((url) => url.pathname === '/');
  expect(adminCalls).toEqual([]);
});

test('every admin tab and the report dialog have no axe violations', async ({ page, makeMember, admin }) => {
  const author = await makeMember();
  const title = uniqueTitle('Da controllare');
  await createPost(author, title);
  const reporter = await makeMember();
  await signIn(page, reporter);
  await postCard(page, title).getByRole('button', { name: 'Segnala' }).click();
  await expect(page.getByRole('dialog', { name: 'Segnala il post' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.getByRole('radio', { name: 'Spam' }).check();
  await page.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expect(toastRegion(page)).toContainText('Segnalazione inviata');

  await signIn(page, admin, '/admin');
  await expect(page.getByRole('term').filter({ hasText: 'Utenti totali' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const [tab, ready] of [
    ['Utenti', page.getByRole('searchbox', { name: 'Cerca utenti' })],
    ['Moderazione', page.getByRole('article').filter({ hasText: title })],
    ['Analytics', page.locator('svg.recharts-surface').first()],
    ['Registro', page.getByRole('heading', { name: 'Registro delle azioni' })],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(ready).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
