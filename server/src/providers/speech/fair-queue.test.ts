import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue.ts';

const drainOrder = <T>(q: { shift(): T | undefined }) => {
  const out: T[] = [];
  for (let item = q.shift(); item !== undefined; item = q.shift()) out.push(item);
  return out;
};

describe('fair queue', () => {
  it('serves owners in turn, each in its own order', () => {
    const [a, b, c] = [{}, {}, {}];
    const q = createFairQueue<string>(10);
    for (let i = 1; i <= 5; i++) q.push(a, `a${i}`);
    q.push(b, 'b1');
    q.push(b, 'b2');
    q.push(c, 'c1');
    expect(q.size).toBe(8);
    expect(drainOrder(q)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4', 'a5']);
    expect(q.size).toBe(0);
  });

  it('lets a newcomer wait behind at most one item of an owner with a long backlog', () => {
    const [flooder, quiet] = [{}, {}];
    const q = createFairQueue<string>(100);
    for (let i = 0; i < 50; i++) q.push(flooder, `f${i}`);
    q.shift(); // the flooder's first is being served
    q.push(quiet, 'mine');
    expect(drainOrder(q).indexOf('mine')).toBeLessThanOrEqual(1);
  });

  it("pushes out an owner's oldest items beyond its cap, never another owner's", () => {
    const [a, b] = [{}, {}];
    const q = createFairQueue<string>(2);
    q.push(b, 'b1');
    expect(q.push(a, 'a1')).toEqual([]);
    expect(q.push(a, 'a2')).toEqual([]);
    expect(q.push(a, 'a3')).toEqual(['a1']);
    expect(q.size).toBe(3);
    expect(drainOrder(q)).toEqual(['b1', 'a2', 'a3']);
  });

  it('removes a waiting item only once, and drains everything', () => {
    const [a, b] = [{}, {}];
    const q = createFairQueue<string>();
    q.push(a, 'a1');
    q.push(a, 'a2');
    q.push(b, 'b1');
    expect(q.remove(a, 'a1')).toBe(true);
    expect(q.remove(a, 'a1')).toBe(false);
    expect(q.remove(b, 'a2')).toBe(false);
    expect(q.drain().sort()).toEqual(['a2', 'b1']);
    expect(q.size).toBe(0);
    expect(q.shift()).toBeUndefined();
  });

  it('refuses a cap that is not a positive integer', () => {
    expect(() => createFairQueue(0)).toThrow(/positive integer/);
  });
});
