import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { EventBus } from './events.ts';

interface TestEvents {
  noted: { text: string };
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table notes (text text not null)`);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.execute(sql`delete from notes`);
});

const notes = async () =>
  (await database.db.execute<{ text: string }>(sql`select text from notes order by text`)).rows.map(
    (r) => r.text,
  );
const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('EventBus', () => {
  it('runs within-handlers in the emitting transaction and after-commit work once it committed', async () => {
    const bus = new EventBus<TestEvents>();
    const seen: string[] = [];
    bus.within('noted', async (event, tx) => {
      await tx.execute(sql`insert into notes values (${`copia di ${event.text}`})`);
      return async () => {
        seen.push(`dopo il commit vedo ${(await notes()).length} note`);
      };
    });
    bus.afterCommit('noted', (event) => {
      seen.push(`ricevuto ${event.text}`);
    });
    await bus.transaction(database.db, async (tx, emit) => {
      await tx.execute(sql`insert into notes values ('a')`);
      await emit('noted', { text: 'a' });
      expect(seen).toEqual([]);
    });
    await settled();
    expect(await notes()).toEqual(['a', 'copia di a']);
    expect(seen.sort()).toEqual(['dopo il commit vedo 2 note', 'ricevuto a']);
  });

  it('drops both the within writes and the after-commit work when the transaction rolls back', async () => {
    const bus = new EventBus<TestEvents>();
    let pushed = 0;
    bus.within('noted', async (event, tx) => {
      await tx.execute(sql`insert into notes values (${event.text})`);
      return () => {
        pushed++;
      };
    });
    bus.afterCommit('noted', () => {
      pushed++;
    });
    await expect(
      bus.transaction(database.db, async (_tx, emit) => {
        await emit('noted', { text: 'b' });
        throw new Error('annullato');
      }),
    ).rejects.toThrow('annullato');
    await settled();
    expect(await notes()).toEqual([]);
    expect(pushed).toBe(0);
  });

  it('reports a failing after-commit handler without failing the committed action', async () => {
    const errors: unknown[] = [];
    const bus = new EventBus<TestEvents>((err) => errors.push(err));
    bus.afterCommit('noted', () => {
      throw new Error('push fallito');
    });
    bus.afterCommit('noted', async () => {
      throw new Error('push asincrono fallito');
    });
    const result = await bus.transaction(database.db, async (_tx, emit) => {
      await emit('noted', { text: 'c' });
      return 'fatto';
    });
    await settled();
    expect(result).toBe('fatto');
    expect(errors.map((e) => (e as Error).message)).toEqual(['push fallito', 'push asincrono fallito']);
  });
});
