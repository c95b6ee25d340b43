import type { APIRequest, APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_PASSWORD } from './accounts.ts';
import { readVerificationLink, uniqueEmail } from './helpers.ts';

/** A member the test created, with an API client signed in as them (to act beside the page). */
export interface Member {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** 'First Last', as the app shows it. */
  name: string;
  api: APIRequestContext;
}

export interface MemberOptions {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** Like a browser, every call names the page's origin: cookie-authenticated writes need it. */
function originHeaders(baseURL: string | undefined): Record<string, string> {
  return baseURL ? { origin: new URL(baseURL).origin } : {};
}

async function signInApi(api: APIRequestContext, email: string): Promise<{ id: string } | null> {
  const res = await api.post('/api/auth/login', { data: { email, password: E2E_PASSWORD } });
  if (res.status() !== 200) return null;
  return (await (await api.get('/api/auth/user')).json()) as { id: string };
}

/**
 * A new member made as a person would: registered through the API, verified with the link of the mail the
 * app wrote to its outbox, signed in. Nothing of the demo community is used.
 */
export async function createMember(
  playwright: { request: APIRequest },
  baseURL: string | undefined,
  {
    firstName = 'Paola',
    lastName = 'Collaudo',
    email = uniqueEmail(firstName.toLowerCase()),
  }: MemberOptions = {},
): Promise<Member> {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeaders(baseURL) });
  let me = email === E2E_ADMIN_EMAIL ? await signInApi(api, email) : null;
  if (!me) {
    const registered = await api.post('/api/auth/register', {
      data: { email, password: E2E_PASSWORD, firstName, lastName },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const token = new URL(await readVerificationLink(email)).searchParams.get('token');
    const verified = await api.post('/api/auth/verify-email', { data: { token } });
    expect(verified.ok(), await verified.text()).toBe(true);
    me = await signInApi(api, email);
  }
  expect(me, `sign-in of ${email}`).not.toBeNull();
  return {
    id: me!.id,
    email,
    password: E2E_PASSWORD,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`.trim(),
    api,
  };
}

/** The browser tests' administrator (ADMIN_EMAILS of the server under test), created on first use. */
export function createAdmin(playwright: { request: APIRequest }, baseURL: string | undefined) {
  return createMember(playwright, baseURL, {
    firstName: 'Amministratrice',
    lastName: 'Prova',
    email: E2E_ADMIN_EMAIL,
  });
}

/** Signs the page in as `member` with the API (the browser context keeps the cookie), then opens `path`. */
export async function signIn(
  page: Page,
  member: Pick<Member, 'email' | 'password'>,
  path = '/',
): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
    headers: originHeaders(`http://127.0.0.1:${process.env.E2E_PORT}`),
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(path);
}

/** Creates a post as `member` through the API and answers it. */
export async function createPost(
  member: Pick<Member, 'api'>,
  title: string,
  { category = 'altri', content = `Contenuto di «${title}»` }: { category?: string; content?: string } = {},
) {
  const res = await member.api.post('/api/posts', { data: { title, content, category } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title: string; author: { id: string } };
}

/** Comments on a post as `member` through the API. */
export async function commentOn(member: Pick<Member, 'api'>, postId: string, content: string): Promise<void> {
  const res = await member.api.post('/api/comments', { data: { postId, content } });
  expect(res.ok(), await res.text()).toBe(true);
}
