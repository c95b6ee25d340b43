import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { bottomNav, DEMO_MEMBER, postCard, signInWithApi, TAGLINE } from './helpers.ts';

/** Runs axe on the page, or only inside `within` (e.g. an open dialog, when the page behind was checked). */
async function expectNoViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target} ${n.html} — ${n.failureSummary}`).join('; ')}`,
  );
  expect(summary).toEqual([]);
}

test('the landing page has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: TAGLINE })).toBeVisible();
  await expectNoViolations(page);
});

test('the registration form has no axe violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Crea un account' }).click();
  await expect(page.getByRole('heading', { name: 'Crea un nuovo account' })).toBeVisible();
  await expectNoViolations(page);
});

test('the verify-email page has no axe violations', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: "Errore nella verifica dell'email" })).toBeVisible();
  await expectNoViolations(page);
});

test('the signed-in home, side menu and notification sheet have no axe violations', async ({ page }) => {
  await signInWithApi(page, DEMO_MEMBER);
  await expect(bottomNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Notifiche' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifiche' })).toBeVisible();
  await expectNoViolations(page);
});

test('the feed, comments dialog, create form, notifications and profile overlay have no axe violations', async ({
  page,
}) => {
  await signInWithApi(page, DEMO_MEMBER);
  await postCard(page, 'iPhone 12 non si carica più').getByRole('button', { name: 'Commenta' }).click();
  await expect(page.getByRole('dialog', { name: 'Commenti' }).getByRole('listitem').first()).toBeVisible();
  await expectNoViolations(page, '[role="dialog"]');

  await page.goto('/create?tipo=post');
  await expect(page.getByRole('heading', { name: 'Nuovo post' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/notifications');
  await expect(page.getByRole('tab', { name: /Tutte/ })).toBeVisible();
  await expect(
    page
      .getByRole('list')
      .filter({ has: page.getByRole('listitem') })
      .first(),
  ).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/profile');
  await expect(page.getByRole('dialog', { name: 'Giulia Bianchi' }).getByText(/^Membro dal/)).toBeVisible();
  await expectNoViolations(page);
});

test('the not-found page has no axe violations', async ({ page }) => {
  await page.goto('/pagina-inesistente');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectNoViolations(page);
});

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the landing page, the signed-in home and the comments dialog have no axe violations', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: TAGLINE })).toBeVisible();
    await expectNoViolations(page);

    await signInWithApi(page, DEMO_MEMBER);
    await expect(bottomNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoViolations(page);

    await postCard(page, 'iPhone 12 non si carica più').getByRole('button', { name: 'Commenta' }).click();
    await expect(page.getByRole('dialog', { name: 'Commenti' }).getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(page, '[role="dialog"]');
  });

  test('the create form, notifications and profile overlay have no axe violations', async ({ page }) => {
    await signInWithApi(page, DEMO_MEMBER, '/create?tipo=post');
    await expect(page.getByRole('heading', { name: 'Nuovo post' })).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/notifications');
    await expect(page.getByRole('tab', { name: /Tutte/ })).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/profile');
    await expect(page.getByRole('dialog', { name: 'Giulia Bianchi' }).getByText(/^Membro dal/)).toBeVisible();
    await expectNoViolations(page);
  });
});
