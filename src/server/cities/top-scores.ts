/**
 * The `capacity` smallest numbers seen, ascending. A query's range can hold thousands of
 * candidates; keeping a few in order beats sorting them all (the 2 ms budget). With an unbounded
 * capacity it keeps everything and sorts once at the end instead.
 */
export class TopScores {
  private readonly kept: number[] = [];
  private unsorted = false;
  /** True when some number was dropped for lack of room. */
  overflowed = false;

  constructor(private readonly capacity: number) {}

  add(score: number): void {
    const { kept } = this;
    if (this.capacity === Infinity) {
      kept.push(score);
      this.unsorted = true;
      return;
    }
    if (kept.length >= this.capacity) {
      this.overflowed = true;
      if (score >= (kept[kept.length - 1] ?? Infinity)) return;
      kept.pop();
    }
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((kept[middle] ?? 0) < score) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, score);
  }

  get scores(): readonly number[] {
    if (this.unsorted) {
      this.kept.sort((a, b) => a - b);
      this.unsorted = false;
    }
    return this.kept;
  }
}
