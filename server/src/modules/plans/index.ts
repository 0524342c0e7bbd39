export {
  currentPeriodEnd,
  currentPeriodStart,
  effectiveStatus,
  effectiveTier,
  hasEnded,
  pendingTier,
} from './subscription-state.ts';
export {
  assertWithinLimit,
  findActiveSubscription,
  findOwnSubscription,
  getPlanState,
  upsertSubscription,
} from './usage-service.ts';
