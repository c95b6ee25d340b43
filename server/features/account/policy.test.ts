import { describe, expect, it } from 'vitest';
import { confirmsDeletion, mayExport } from './policy.ts';

const check = async (hash: string, password: string) => hash === `hash:${password}`;

describe('who may take their data and delete their account', () => {
  it('downloads only their own data', () => {
    expect(mayExport({ id: 'a' }, { id: 'a' })).toBe(true);
    expect(mayExport({ id: 'a' }, { id: 'b' })).toBe(false);
  });

  it('deletes with the right password, or by typing the e-mail when there is none', async () => {
    const withPassword = { email: 'a@b.it', passwordHash: 'hash:segreta' };
    const socialOnly = { email: 'a@b.it', passwordHash: null };
    expect(await confirmsDeletion(withPassword, { password: 'segreta' }, check)).toBe(true);
    expect(await confirmsDeletion(withPassword, { password: 'sbagliata' }, check)).toBe(false);
    expect(await confirmsDeletion(withPassword, { email: 'a@b.it' }, check)).toBe(false);
    expect(await confirmsDeletion(socialOnly, { email: 'a@b.it' }, check)).toBe(true);
    expect(await confirmsDeletion(socialOnly, { email: 'c@d.it' }, check)).toBe(false);
  });
});
