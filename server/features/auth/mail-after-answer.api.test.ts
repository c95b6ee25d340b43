import { describe, expect, it } from 'vitest';
import { makeMember } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { guest } from '../../test/requests.ts';

// Issue 25: the answer to a reset or resend request does not wait for a mail, so it takes the same
// time whether or not the address has an account; and verification mails have a cooldown per address.
const ctx = withTestContext();

/** The answer, or a failure if it waited on the (held) mail server. */
async function answeredWithin(ms: number, request: Promise<{ statusCode: number }>) {
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('waited for the mail')), ms),
  );
  return Promise.race([request, late]);
}

describe('mails sent after answering', () => {
  it('a password reset request answers before its mail is sent', async () => {
    const member = await makeMember(ctx());
    const release = ctx().mailer.hold();
    try {
      const res = await answeredWithin(
        2000,
        guest(ctx()).send('POST', '/api/password-reset', { email: member.email }),
      );
      expect(res.statusCode).toBe(200);
    } finally {
      release();
    }
    await ctx().app.afterReply.idle();
    expect(ctx().mailer.sent.filter((m) => m.to === member.email)).toHaveLength(1);
  });

  it('a verification resend answers before its mail is sent', async () => {
    const member = await makeMember(ctx(), { emailVerifiedAt: null });
    const release = ctx().mailer.hold();
    try {
      const res = await answeredWithin(
        2000,
        guest(ctx()).send('POST', '/api/auth/resend-verification', { email: member.email }),
      );
      expect(res.statusCode).toBe(200);
    } finally {
      release();
    }
    await ctx().app.afterReply.idle();
    expect(ctx().mailer.sent.filter((m) => m.to === member.email)).toHaveLength(1);
  });

  it('sends at most one verification mail a minute to an address', async () => {
    const member = await makeMember(ctx(), { emailVerifiedAt: null });
    for (let i = 0; i < 3; i++) {
      const res = await guest(ctx()).send('POST', '/api/auth/resend-verification', { email: member.email });
      expect(res.json()).toEqual({ success: true, emailSent: true });
    }
    await ctx().app.afterReply.idle();
    expect(ctx().mailer.sent.filter((m) => m.to === member.email)).toHaveLength(1);
  });
});
