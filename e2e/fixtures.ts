import { test as base } from '@playwright/test';
import { createAdmin, createMember, type Member, type MemberOptions } from './members.ts';

export { expect } from '@playwright/test';

/**
 * The browser tests' `test`: `makeMember()` creates a member of the test's own (see members.ts) and `admin`
 * is the run's administrator; their API clients are closed after the test.
 */
export const test = base.extend<{ makeMember: (options?: MemberOptions) => Promise<Member>; admin: Member }>({
  makeMember: async ({ playwright, baseURL }, use) => {
    const made: Member[] = [];
    await use(async (options) => {
      const member = await createMember(playwright, baseURL, options);
      made.push(member);
      return member;
    });
    for (const member of made) await member.api.dispose();
  },
  admin: async ({ playwright, baseURL }, use) => {
    const admin = await createAdmin(playwright, baseURL);
    await use(admin);
    await admin.api.dispose();
  },
});
