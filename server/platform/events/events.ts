import type { Db, Tx } from '../../db/client.ts';

/**
 * The domain events services emit, by name. The bus knows no feature: each feature declares the
 * events it emits by merging into this interface (`declare module '…/platform/events/events.ts'`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features through declaration merging
export interface DomainEvents {}

/** Work to do once the emitting transaction has committed (e.g. a live push). */
export type AfterCommit = () => void | Promise<void>;

/** How a service emits an event from inside its transaction. */
export type Emit<E = DomainEvents> = <K extends keyof E>(name: K, event: E[K]) => Promise<void>;

/** What a service that writes and emits needs. */
export interface EventfulDeps {
  db: Db;
  events: EventBus;
}

type Within = (event: never, tx: Tx) => Promise<AfterCommit | null | undefined>;
type Committed = (event: never) => void | Promise<void>;

/**
 * Typed post-commit domain events. A service runs its work through `transaction`, emitting events
 * as it goes; subscribers either join the transaction (`within`) or act after the commit
 * (`afterCommit`). A rollback drops every after-commit action of that transaction.
 */
export class EventBus<E = DomainEvents> {
  private readonly withinHandlers = new Map<keyof E, Within[]>();
  private readonly committedHandlers = new Map<keyof E, Committed[]>();

  /** `onError` hears of after-commit failures: the action has happened, so they are not thrown. */
  constructor(private readonly onError: (err: unknown, name: keyof E) => void = () => {}) {}

  /**
   * Handles `name` inside the emitting transaction: what it writes commits or rolls back with the
   * action. It may return an action to run after the commit.
   */
  within<K extends keyof E>(
    name: K,
    handler: (event: E[K], tx: Tx) => Promise<AfterCommit | null | undefined>,
  ): void {
    add(this.withinHandlers, name, handler);
  }

  /** Handles `name` once the emitting transaction has committed; never when it rolls back. */
  afterCommit<K extends keyof E>(name: K, handler: (event: E[K]) => void | Promise<void>): void {
    add(this.committedHandlers, name, handler);
  }

  /** Runs `work` in one transaction of `db`; what it emits is handled within it and after its commit. */
  async transaction<T>(db: Db, work: (tx: Tx, emit: Emit<E>) => Promise<T>): Promise<T> {
    const committed: { name: keyof E; run: AfterCommit }[] = [];
    const result = await db.transaction(async (tx) => {
      const emit: Emit<E> = async (name, event) => {
        for (const handler of this.withinHandlers.get(name) ?? []) {
          const run = await (handler as (e: typeof event, tx: Tx) => ReturnType<Within>)(event, tx);
          if (run) committed.push({ name, run });
        }
        for (const handler of this.committedHandlers.get(name) ?? [])
          committed.push({ name, run: () => (handler as (e: typeof event) => void)(event) });
      };
      return work(tx, emit);
    });
    for (const { name, run } of committed) this.runSafely(name, run);
    return result;
  }

  private runSafely(name: keyof E, run: AfterCommit): void {
    try {
      Promise.resolve(run()).catch((err) => this.onError(err, name));
    } catch (err) {
      this.onError(err, name);
    }
  }
}

function add<K, H>(map: Map<K, H[]>, name: K, handler: H) {
  const list = map.get(name);
  if (list) list.push(handler);
  else map.set(name, [handler]);
}
