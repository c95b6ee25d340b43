import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { notifications, users } from '../db/schema.ts';
import { listConversations } from '../features/messages/service.ts';
import { diskStorage } from '../platform/storage/storage.ts';
import { createTestDatabase } from '../test/database.ts';
import { seedDemo } from './seed.ts';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-demo-messages-'));
  await seedDemo(database.db, diskStorage(dir));
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const inbox = async (email: string) => {
  const [member] = await database.db.select().from(users).where(eq(users.email, email));
  return { member: member!, conversations: await listConversations(database.db, member!) };
};

describe('demo conversations', () => {
  it('give every member conversations, some with unread messages, newest first', async () => {
    const giulia = await inbox('giulia@riparami.it');
    expect(giulia.conversations.map((c) => [c.user.firstName, c.unreadCount])).toEqual([
      ['Luca', 0],
      ['Marco', 2],
      ['Sara', 0],
    ]);
    const luca = await inbox('luca@riparami.it');
    expect(luca.conversations.map((c) => [c.user.firstName, c.unreadCount])).toEqual([
      ['Sara', 1],
      ['Giulia', 2],
    ]);
    // Written in the past, spread over the last days.
    const oldest = giulia.conversations.at(-1)!.lastMessage.createdAt;
    expect(Date.now() - new Date(oldest).getTime()).toBeGreaterThan(2 * 86_400_000);
  });

  it('notify what is still unread, as the messages service does', async () => {
    const { member } = await inbox('giulia@riparami.it');
    const mine = await database.db.select().from(notifications).where(eq(notifications.userId, member.id));
    const unread = mine.filter((n) => n.type === 'message' && !n.isRead);
    expect(unread.map((n) => n.message)).toEqual(['Marco Rossi ti ha inviato 2 messaggi']);
  });
});
