import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { guest } from '../../test/requests.ts';

// Issue 25: a name made only of invisible characters is no name.
const ctx = withTestContext();

const INVISIBLE = [
  '\u200B\u200B', // zero-width spaces
  '\u200D\u2060\uFEFF', // joiner, word joiner, BOM
  '\u3164', // Hangul filler
  '\u2800\u2800', // braille blank
  '\u00AD\u034F', // soft hyphen, combining grapheme joiner
];

describe('invisible names', () => {
  it.each(INVISIBLE)('refuses %j at registration', async (name) => {
    const res = await guest(ctx()).send('POST', '/api/auth/register', {
      email: `invisibile-${Math.random().toString(36).slice(2)}@example.it`,
      password: 'password-valida-1',
      firstName: name,
    });
    expect(res.statusCode).toBe(400);
  });

  it.each(INVISIBLE)('refuses %j as a new first or last name', async (name) => {
    const member = await signedIn(ctx());
    expect((await member.send('PATCH', '/api/users/me', { firstName: name })).statusCode).toBe(400);
    expect((await member.send('PATCH', '/api/users/me', { lastName: name })).statusCode).toBe(400);
  });

  it('still takes real names, with their marks, and an empty last name', async () => {
    const member = await signedIn(ctx());
    const res = await member.send('PATCH', '/api/users/me', { firstName: 'Zoë-Ánna', lastName: '' });
    expect(res.statusCode).toBe(200);
    expect((await member.send('PATCH', '/api/users/me', { firstName: '李明' })).statusCode).toBe(200);
  });
});
