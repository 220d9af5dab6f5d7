/**
 * The run loop of a background worker that takes its work from a database queue: wake() starts a
 * pass over the queue, or, while one runs, asks for one more pass after it, so work added during
 * a pass is never left waiting for the next poll. One pass at a time per process.
 */
export class WakeLoop {
  private running: Promise<void> | undefined;
  private again = false;
  stopped = true;

  /** `pass` takes work until the queue is empty or the loop is stopped; it must not throw. */
  constructor(private readonly pass: () => Promise<void>) {}

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.passes().finally(() => {
      this.running = undefined;
    });
  }

  /** Stops starting passes; resolves when the pass in progress has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private async passes(): Promise<void> {
    do {
      this.again = false;
      await this.pass();
    } while (this.again && !this.stopped);
  }
}
