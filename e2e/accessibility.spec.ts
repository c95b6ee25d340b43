import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { bottomNav, postCard, TAGLINE, uniqueTitle } from './helpers.ts';
import { commentOn, createPost, type Member, type MemberOptions, signIn } from './members.ts';

/**
 * Giulia Bianchi, a member of this test, with a post another member commented on: the feed, the comments
 * dialog and her notifications have something to show.
 */
async function memberWithPost(makeMember: (options?: MemberOptions) => Promise<Member>) {
  const member = await makeMember({ firstName: 'Giulia', lastName: 'Bianchi' });
  const post = await createPost(member, uniqueTitle('iPhone 12 non si carica più'), {
    category: 'smartphone',
  });
  await commentOn(
    await makeMember({ firstName: 'Luca', lastName: 'Verdi' }),
    post.id,
    'Prova un altro cavo.',
  );
  return { member, post };
}

test('the landing page has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: TAGLINE })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the registration form has no axe violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Crea un account' }).click();
  await expect(page.getByRole('heading', { name: 'Crea un nuovo account' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the verify-email page has no axe violations', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: "Errore nella verifica dell'email" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the signed-in home, side menu and notification sheet have no axe violations', async ({
  page,
  makeMember,
}) => {
  const { member } = await memberWithPost(makeMember);
  await signIn(page, member);
  await expect(bottomNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Notifiche' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifiche' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the feed, comments dialog, create form, notifications and profile overlay have no axe violations', async ({
  page,
  makeMember,
}) => {
  const { member, post } = await memberWithPost(makeMember);
  await signIn(page, member);
  await postCard(page, post.title).getByRole('button', { name: 'Commenta' }).click();
  await expect(page.getByRole('dialog', { name: 'Commenti' }).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  await page.goto('/create?tipo=post');
  await expect(page.getByRole('heading', { name: 'Nuovo post' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/notifications');
  await expect(page.getByRole('tab', { name: /Tutte/ })).toBeVisible();
  await expect(
    page
      .getByRole('list')
      .filter({ has: page.getByRole('listitem') })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/profile');
  await expect(page.getByRole('dialog', { name: 'Giulia Bianchi' }).getByText(/^Membro dal/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the not-found page has no axe violations', async ({ page }) => {
  await page.goto('/pagina-inesistente');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the landing page, the signed-in home and the comments dialog have no axe violations', async ({
    page,
    makeMember,
  }) => {
    const { member, post } = await memberWithPost(makeMember);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: TAGLINE })).toBeVisible();
    await expectNoAxeViolations(page);

    await signIn(page, member);
    await expect(bottomNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await postCard(page, post.title).getByRole('button', { name: 'Commenta' }).click();
    await expect(page.getByRole('dialog', { name: 'Commenti' }).getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
  });

  test('the create form, notifications and profile overlay have no axe violations', async ({
    page,
    makeMember,
  }) => {
    const { member } = await memberWithPost(makeMember);
    await signIn(page, member, '/create?tipo=post');
    await expect(page.getByRole('heading', { name: 'Nuovo post' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/notifications');
    await expect(page.getByRole('tab', { name: /Tutte/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/profile');
    await expect(page.getByRole('dialog', { name: 'Giulia Bianchi' }).getByText(/^Membro dal/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('the settings, legal, password-reset and e-mail confirmation pages have no axe violations (issue 21)', async ({
  page,
  makeMember,
}) => {
  await page.goto('/reimposta-password?token=prova');
  await expect(page.getByRole('heading', { name: 'Scegli una nuova password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/conferma-email');
  await expect(page.getByRole('heading', { name: 'Impossibile confermare l’indirizzo' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Password dimenticata?' }).click();
  await expect(page.getByRole('dialog', { name: 'Reimposta la password' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await signIn(page, await makeMember(), '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni profilo' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifiche' }).getByRole('checkbox').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
