/**
 * Which due webhook deliveries a worker starts now (no I/O). Deliveries are sent concurrently, and one
 * account never takes more than its share of the worker: its slow or many deliveries wait on each other,
 * not on other accounts' deliveries.
 */

/** A delivery that is due now, with the account it is sent for (a team, or a person outside any team). */
export interface DueDelivery {
  id: string;
  endpointId: string;
  account: string;
  /** when its event was recorded (ms) */
  createdMs: number;
}

export interface DeliveryLimits {
  /** attempts running at once in one worker process */
  total: number;
  /** attempts running at once for one account */
  perAccount: number;
  /** attempts running at once to one endpoint: no receiver is flooded, nor takes its account's whole share */
  perEndpoint: number;
}

/**
 * 32 at once (sockets waiting on a receiver cost little); an account at most 4 of them, so the endpoints of
 * 7 accounts can all hang for the whole timeout and an 8th account's delivery still starts at once; an
 * endpoint at most 2.
 */
export const DEFAULT_DELIVERY_LIMITS: DeliveryLimits = { total: 32, perAccount: 4, perEndpoint: 2 };

/** The attempts running now in this worker. */
export interface RunningCounts {
  total: number;
  byAccount: ReadonlyMap<string, number>;
  byEndpoint: ReadonlyMap<string, number>;
}

export function countRunning(running: Iterable<Pick<DueDelivery, 'account' | 'endpointId'>>): RunningCounts {
  const byAccount = new Map<string, number>();
  const byEndpoint = new Map<string, number>();
  let total = 0;
  for (const r of running) {
    total++;
    byAccount.set(r.account, (byAccount.get(r.account) ?? 0) + 1);
    byEndpoint.set(r.endpointId, (byEndpoint.get(r.endpointId) ?? 0) + 1);
  }
  return { total, byAccount, byEndpoint };
}

const older = (a: DueDelivery, b: DueDelivery) => a.createdMs - b.createdMs || a.id.localeCompare(b.id);
const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * The deliveries to start, in order. Round-robin across accounts: an account's k-th due delivery (oldest
 * first) is in round k plus the number of its attempts already running, so an account with nothing running
 * goes ahead of one with attempts running, and each account's first delivery ahead of anyone's second;
 * within a round the older event first. A delivery is skipped while its account or endpoint is at its
 * limit, and no more are started than the worker has room for.
 */
export function pickFairly(
  due: readonly DueDelivery[],
  running: RunningCounts,
  limits: DeliveryLimits,
): DueDelivery[] {
  const turns = new Map<string, number>();
  const ranked = [...due].sort(older).map((delivery) => {
    const turn = (turns.get(delivery.account) ?? 0) + 1;
    turns.set(delivery.account, turn);
    return { delivery, round: turn + (running.byAccount.get(delivery.account) ?? 0) };
  });
  ranked.sort((a, b) => a.round - b.round || older(a.delivery, b.delivery));
  const byAccount = new Map(running.byAccount);
  const byEndpoint = new Map(running.byEndpoint);
  let room = limits.total - running.total;
  const picked: DueDelivery[] = [];
  for (const { delivery } of ranked) {
    if (room <= 0) break;
    if ((byAccount.get(delivery.account) ?? 0) >= limits.perAccount) continue;
    if ((byEndpoint.get(delivery.endpointId) ?? 0) >= limits.perEndpoint) continue;
    bump(byAccount, delivery.account);
    bump(byEndpoint, delivery.endpointId);
    room--;
    picked.push(delivery);
  }
  return picked;
}
