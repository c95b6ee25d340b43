/**
 * Work started once an answer is on its way: mails whose sending must not show in how long the answer
 * took (issue 25: a reset or resend request answers as fast for an unknown address as for a member's).
 * Failures are only logged; `idle()` waits for what is running (tests, shutdown).
 */
export class AfterReply {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly onError: (err: unknown) => void) {}

  /** Runs `work` after the current answer is sent. */
  run(work: () => Promise<unknown>): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => {},
        (err) => this.onError(err),
      )
      .finally(() => this.#pending.delete(task));
    this.#pending.add(task);
  }

  /** Resolves once nothing started by `run` is still running. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}
