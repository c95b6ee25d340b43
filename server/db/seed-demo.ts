import { sql } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/password.ts';
import type { Db } from './client.ts';
import { users } from './schema.ts';

export const DEMO_PASSWORD = 'riparami-demo';

const MEMBERS = [
  { email: 'admin@riparami.it', firstName: 'Marco', lastName: 'Rossi', isAdmin: true, bio: 'Tecnico di elettronica, amministratore della community.' },
  { email: 'giulia@riparami.it', firstName: 'Giulia', lastName: 'Bianchi', isAdmin: false, bio: 'Riparo smartphone e tablet da dieci anni.' },
  { email: 'luca@riparami.it', firstName: 'Luca', lastName: 'Verdi', isAdmin: false, bio: 'Appassionato di elettrodomestici e fai-da-te.' },
  { email: 'sara@riparami.it', firstName: 'Sara', lastName: 'Neri', isAdmin: false, bio: 'Retro gaming e console da sistemare.' },
] as const;

/**
 * Seeds a small demo community on an empty database and returns the accounts it made,
 * or null when the database already has members.
 */
export async function seedDemo(db: Db, _log?: { info(msg: string): void }) {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const created = await db
    .insert(users)
    .values(
      MEMBERS.map((m, i) => ({
        ...m,
        passwordHash,
        emailVerifiedAt: new Date(now - (30 - i) * 86_400_000),
        createdAt: new Date(now - (60 - i) * 86_400_000),
      })),
    )
    .returning({ id: users.id, email: users.email, isAdmin: users.isAdmin });
  return created;
}
