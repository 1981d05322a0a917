/** A piece of background work every instance runs periodically; running it twice at once is safe. */
export interface Chore {
  name: string;
  run(): Promise<unknown>;
}

/**
 * Runs the chores one after another, every `everyMs`, until closed. Work left by an instance that
 * stopped is claimed through leases in the database, so every instance runs every chore and none
 * needs to be elected. A chore that fails (the database is down, say) is reported and tried again
 * next round; one round never overlaps the next.
 */
export class Maintenance {
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly chores: readonly Chore[],
    private readonly everyMs: number,
    private readonly onError: (chore: string, error: unknown) => void,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => {
      this.round ??= this.runAll().finally(() => {
        this.round = null;
      });
    }, this.everyMs);
    this.timer.unref();
  }

  private async runAll(): Promise<void> {
    for (const chore of this.chores) {
      if (this.closed) return;
      try {
        await chore.run();
      } catch (error) {
        this.onError(chore.name, error);
      }
    }
  }

  /** Stops the rounds and waits for the one under way. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.round;
  }
}
