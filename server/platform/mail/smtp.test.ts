import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { smtpMailer } from './mailer.ts';

/** A real SMTP catcher: what reaches it is what a mail server would receive. */
function startCatcher() {
  const received: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  return new Promise<{ server: SMTPServer; port: number; received: typeof received }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, port: (server.server.address() as AddressInfo).port, received });
    });
  });
}

let catcher: Awaited<ReturnType<typeof startCatcher>>;
let ctx: TestContext;
beforeAll(async () => {
  catcher = await startCatcher();
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => catcher.server.close(() => resolve()));
});

describe('verification mail over SMTP', () => {
  it('delivers the Italian verification mail with its link to the SMTP server', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${catcher.port}`, 'Riparami <no-reply@riparami.test>');
    const { register } = await import('../../features/auth/service.ts');
    const result = await register(
      { db: ctx.database.db, mailer, appUrl: 'https://riparami.example', adminEmails: [], log: console },
      { email: 'posta@example.it', password: 'password1', firstName: 'Paola', lastName: '' },
    );
    mailer.close();
    expect(result.emailSent).toBe(true);
    expect(catcher.received).toHaveLength(1);
    const mail = catcher.received[0]!;
    expect(mail.to).toEqual(['posta@example.it']);
    const body = mail.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain('Subject: Verifica il tuo indirizzo email - Riparami');
    expect(body).toMatch(/https:\/\/riparami\.example\/verify-email\?token=[\w-]{40,}/);
    expect(body).toContain('Ciao Paola');
  });

  it('reports emailSent false when the SMTP server cannot be reached', async () => {
    const mailer = smtpMailer('smtp://127.0.0.1:1', 'Riparami <no-reply@riparami.test>');
    const { register } = await import('../../features/auth/service.ts');
    const result = await register(
      {
        db: ctx.database.db,
        mailer,
        appUrl: 'https://riparami.example',
        adminEmails: [],
        log: { warn() {} },
      },
      { email: 'irraggiungibile@example.it', password: 'password1', firstName: 'Ugo', lastName: '' },
    );
    mailer.close();
    expect(result.emailSent).toBe(false);
  });
});
