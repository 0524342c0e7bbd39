import { describe, expect, it } from 'vitest';
import { PLANS } from '@ringready/core/plans';
import { distinctFeatures, sharedFeatures } from './plan-features';

describe('plan features', () => {
  it('lists shared features once and keeps what sets each plan apart', () => {
    const shared = sharedFeatures(PLANS);
    expect(shared.size).toBeGreaterThan(0);
    for (const plan of PLANS) {
      const own = distinctFeatures(plan, shared);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((f) => !shared.has(f))).toBe(true);
      expect(own.length + shared.size).toBe(plan.features.length);
    }
  });
});
