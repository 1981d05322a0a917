/**
 * Measures the memory a commit holds (API.md §4 `peakMemoryUsedBytes`).
 *
 * The process's V8 heap plus buffers outside it (`heapUsed + arrayBuffers`) is read when the commit
 * starts and again each time it has gathered a chunk of rows, the moment it holds the most; the
 * peak is the largest growth over the starting level. Garbage not yet collected and the allocations
 * of concurrent requests count too, so this errs high; a collection between two readings can make
 * the growth look smaller than what the commit held, so the peak is never reported below the bytes
 * of the largest chunk the commit provably held.
 */
export class MemoryMeter {
  private readonly baseline: number;
  private peakBytes = 0;

  constructor() {
    this.baseline = MemoryMeter.level();
  }

  private static level(): number {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  }

  /** Takes a reading while the commit holds `heldBytes` of rows it knows about. */
  sample(heldBytes: number): void {
    this.peakBytes = Math.max(this.peakBytes, MemoryMeter.level() - this.baseline, heldBytes);
  }

  get peak(): number {
    return Math.max(0, Math.round(this.peakBytes));
  }
}
