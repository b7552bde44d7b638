/**
 * Chooses among a slot's written variants, deterministically from the chart, and never
 * twice the same text in one reading: the same reading renders the same, two people's
 * readings differ, and no sentence repeats inside one.
 */
export class Voice {
  private readonly used = new Set<string>();

  /** `seed` identifies the reading (the birth moment and place are enough). */
  constructor(private readonly seed: string) {}

  /**
   * The variant for `slot`; when it was already used in this reading, the next unused one.
   * Variants that `avoid` rejects are taken only when every other one is used.
   */
  /** Whether a text is still unsaid in this reading. */
  isFresh(text: string): boolean {
    return !this.used.has(text);
  }

  /** Marks a text as said, when it is said inside a longer one ("the first step" a how answer opens with). */
  claim(text: string): void {
    this.used.add(text);
  }

  pick(slot: string, variants: readonly string[], avoid: (text: string) => boolean = () => false): string {
    if (variants.length === 0) throw new Error(`No text written for ${slot}`);
    const start = hash(`${this.seed}|${slot}`) % variants.length;
    for (const allowAvoided of [false, true]) {
      for (let i = 0; i < variants.length; i++) {
        const text = variants[(start + i) % variants.length]!;
        if (!this.used.has(text) && (allowAvoided || !avoid(text))) {
          this.used.add(text);
          return text;
        }
      }
    }
    return variants[start]!;
  }

  /** A number in [0, n) fixed for this reading and slot, for choices that are not texts. */
  choose(slot: string, n: number): number {
    return hash(`${this.seed}|${slot}`) % n;
  }
}

/** FNV-1a: small, stable across runs and platforms. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
