/**
 * A value read at most once per `ttlMs` and shared by every caller meanwhile: for data read on hot paths
 * (every page's menu, every product page) that may lag a change by that long. A failed read is not kept.
 */
export class Snapshot<T> {
  private value: Promise<T> | null = null;
  private takenAt = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly read: () => Promise<T>,
  ) {}

  get(): Promise<T> {
    if (!this.value || Date.now() - this.takenAt > this.ttlMs) {
      this.takenAt = Date.now();
      const value = this.read();
      this.value = value;
      value.catch(() => {
        if (this.value === value) this.value = null;
      });
    }
    return this.value;
  }

  /** The next `get` reads afresh (a change made in this process shows at once). */
  invalidate(): void {
    this.value = null;
  }
}
