/*
 * Demo data is the same on every fresh install: its values are drawn from a seeded generator, never from
 * Math.random.
 */

/** A small deterministic PRNG (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `list`, drawn with `random`. */
export const randomPick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** A number from `lo` up to `hi`. */
export const randomBetween = (random: () => number, [lo, hi]: readonly [number, number]) => lo + random() * (hi - lo);

/** One of lo, lo + by, ... up to hi. */
export const randomStep = (random: () => number, lo: number, hi: number, by: number) => lo + by * Math.floor(random() * ((hi - lo) / by + 1));
