import { describe, expect, it } from 'vitest';
import {
  countRunning,
  DEFAULT_DELIVERY_LIMITS,
  pickFairly,
  type DeliveryLimits,
  type DueDelivery,
} from './webhook-fair-share.ts';

let seq = 0;
/** A due delivery of `account` to `endpoint`; each one made is younger than the last. */
const due = (account: string, endpoint = `${account}-1`): DueDelivery => ({
  id: `d${String(++seq).padStart(3, '0')}`,
  endpointId: endpoint,
  account,
  createdMs: seq,
});
const nothingRunning = countRunning([]);
const LIMITS: DeliveryLimits = { total: 8, perAccount: 3, perEndpoint: 2 };
const accounts = (picked: DueDelivery[]) => picked.map((d) => d.account);

describe('pickFairly', () => {
  it('takes the accounts in turns: everyone’s first delivery before anyone’s second', () => {
    const flood = Array.from({ length: 6 }, (_, i) => due('a', `a-${i}`));
    const later = [due('b'), due('c', 'c-1'), due('c', 'c-2')];
    // round 1: a, b, c; round 2: a, c; round 3: a, which is then at its account limit
    const picked = pickFairly([...flood, ...later], nothingRunning, LIMITS);
    expect(accounts(picked)).toEqual(['a', 'b', 'c', 'a', 'c', 'a']);
  });

  it('puts an account with attempts running behind one with none, however much older its events', () => {
    const waiting = [due('a', 'a-2'), due('a', 'a-3'), due('b')];
    const running = countRunning([{ account: 'a', endpointId: 'a-1' }]);
    expect(accounts(pickFairly(waiting, running, LIMITS))).toEqual(['b', 'a', 'a']);
  });

  it('never exceeds the account’s, the endpoint’s or the worker’s limit, counting what is running', () => {
    const oneEndpoint = Array.from({ length: 5 }, () => due('a', 'a-1'));
    expect(pickFairly(oneEndpoint, nothingRunning, LIMITS)).toHaveLength(LIMITS.perEndpoint);
    const running = countRunning([{ account: 'a', endpointId: 'a-1' }]);
    expect(pickFairly(oneEndpoint, running, LIMITS)).toHaveLength(1);

    const manyEndpoints = Array.from({ length: 5 }, (_, i) => due('a', `a-${i}`));
    expect(pickFairly(manyEndpoints, nothingRunning, LIMITS)).toHaveLength(LIMITS.perAccount);

    const full = countRunning(
      Array.from({ length: 7 }, (_, i) => ({ account: `x${i}`, endpointId: `x${i}` })),
    );
    expect(accounts(pickFairly([due('b'), due('c')], full, LIMITS))).toEqual(['b']);
  });

  it('within a round takes the older event first, whatever order the deliveries come in', () => {
    const [b, a] = [due('b'), due('a')];
    expect(pickFairly([a, b], nothingRunning, LIMITS)).toEqual([b, a]);
  });

  it('by default leaves room for other accounts while one account’s endpoints all hang', () => {
    const { total, perAccount, perEndpoint } = DEFAULT_DELIVERY_LIMITS;
    expect(perEndpoint).toBeLessThanOrEqual(perAccount);
    expect(total).toBeGreaterThan(perAccount);
    const hanging = countRunning(
      Array.from({ length: perAccount }, (_, i) => ({ account: 'a', endpointId: `a-${i}` })),
    );
    expect(accounts(pickFairly([due('a', 'a-9'), due('b')], hanging, DEFAULT_DELIVERY_LIMITS))).toEqual([
      'b',
    ]);
  });
});
