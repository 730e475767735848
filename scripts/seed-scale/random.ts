/*
 * A seeded generator (sfc32), so two loads of the same profile hold the same people, products and
 * visits and their timings can be compared. Each business draws from its own stream, derived from
 * the profile's seed and the business's number, so one business never depends on another.
 */

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream = 0) {
    this.a = 0x9e3779b9 | 0;
    this.b = seed | 0;
    this.c = Math.imul(stream + 1, 0x85ebca6b);
    this.d = 1;
    // Mix the seed in before the first number is used.
    for (let i = 0; i < 15; i++) this.uint32();
  }

  uint32(): number {
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    return this.uint32() / 4_294_967_296;
  }

  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight: `[[value, weight], …]`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of choices) total += weight;
    let point = this.next() * total;
    for (const [value, weight] of choices) {
      point -= weight;
      if (point < 0) return value;
    }
    return choices[choices.length - 1]![0];
  }

  /** A count around `mean`, at most `spread` (a fraction) away from it. */
  around(mean: number, spread: number): number {
    return Math.max(1, Math.round(mean * (1 - spread + 2 * spread * this.next())));
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }

  /** A version-4 UUID made of this stream's bits, so ids repeat from one load to the next. */
  uuid(): string {
    const w0 = this.uint32();
    const w1 = (this.uint32() & 0xffff0fff) | 0x00004000;
    const w2 = (this.uint32() & 0x3fffffff) | 0x80000000;
    const w3 = this.uint32();
    return (
      HEX[w0 >>> 24]! + HEX[(w0 >>> 16) & 255]! + HEX[(w0 >>> 8) & 255]! + HEX[w0 & 255]! + '-' +
      HEX[w1 >>> 24]! + HEX[(w1 >>> 16) & 255]! + '-' + HEX[(w1 >>> 8) & 255]! + HEX[w1 & 255]! + '-' +
      HEX[w2 >>> 24]! + HEX[(w2 >>> 16) & 255]! + '-' + HEX[(w2 >>> 8) & 255]! + HEX[w2 & 255]! +
      HEX[w3 >>> 24]! + HEX[(w3 >>> 16) & 255]! + HEX[(w3 >>> 8) & 255]! + HEX[w3 & 255]!
    );
  }
}
