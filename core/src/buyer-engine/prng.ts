/** Small seeded PRNG (mulberry32) whose whole state is one 32-bit number, so it survives JSON. */

export interface Draw {
  value: number;
  next: number;
}

/** One draw in [0, 1) and the next PRNG state. */
export function drawRandom(state: number): Draw {
  const next = (state + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, next };
}

/** Turns any number or string into a 32-bit seed. */
export function normaliseSeed(seed: number | string): number {
  const text = String(seed);
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h | 0;
}

/** A mutable picker over a PRNG state, for one turn's worth of choices. */
export class Picker {
  state: number;
  constructor(state: number) {
    this.state = state;
  }
  random(): number {
    const d = drawRandom(this.state);
    this.state = d.next;
    return d.value;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
}
