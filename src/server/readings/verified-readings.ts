/** Asks the database whether the reading with this id has this token hash. */
export type ConfirmOwner = (id: number, tokenHash: string) => Promise<boolean>;

/** About 6 MB at most: 50,000 ids with their 64-character hashes. */
const DEFAULT_LIMIT = 50_000;

/**
 * The id and token-hash pairs a select has confirmed, the least recently used forgotten first.
 * A token never changes, so a confirmed pair stays right; a reading deleted since still answers
 * "not yours" because every write keeps the id-and-hash guard. Only confirmed pairs are kept, so
 * guessed tokens cannot fill it.
 */
export class VerifiedReadings {
  private readonly confirmed = new Map<number, string>();
  private readonly checking = new Map<string, Promise<boolean>>();

  constructor(
    private readonly confirmOwner: ConfirmOwner,
    private readonly limit = DEFAULT_LIMIT,
  ) {}

  /**
   * True (synchronously) for a pair already confirmed, so that writes keep the order they came
   * in; otherwise one select, shared by every request for the same pair while it runs.
   */
  check(id: number, tokenHash: string): boolean | Promise<boolean> {
    const key = `${id}:${tokenHash}`;
    // A request behind a running check waits for it even once the pair is known, so it cannot
    // overtake the requests that started the check.
    const running = this.checking.get(key);
    if (running) return running;
    if (this.confirmed.get(id) === tokenHash) {
      this.confirmed.delete(id);
      this.confirmed.set(id, tokenHash);
      return true;
    }
    const pending = this.confirm(id, tokenHash).finally(() => this.checking.delete(key));
    this.checking.set(key, pending);
    return pending;
  }

  private async confirm(id: number, tokenHash: string): Promise<boolean> {
    if (!(await this.confirmOwner(id, tokenHash))) return false;
    this.confirmed.set(id, tokenHash);
    if (this.confirmed.size > this.limit) this.confirmed.delete(this.confirmed.keys().next().value as number);
    return true;
  }
}
