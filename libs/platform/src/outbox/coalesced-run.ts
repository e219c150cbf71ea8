/**
 * Runs a pass of work at most once at a time. A call while a pass runs does not start a second one: it asks
 * for one more pass after the current one and shares its promise, so a burst of wake-ups costs two passes.
 * The outbox relay and the mail dispatcher both drain a queue this way.
 */
export class CoalescedRun {
  private running: Promise<void> | null = null;
  private again = false;

  /** `pass` drains what is there; `stopped` ends the repeats once the owner shuts down. */
  constructor(
    private readonly pass: () => Promise<void>,
    private readonly stopped: () => boolean,
  ) {}

  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.pass();
        } while (this.again && !this.stopped());
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
