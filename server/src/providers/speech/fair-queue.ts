/** Most items one owner may have waiting: a newer one pushes out its oldest (a reply superseded by a newer one). */
export const MAX_WAITING_PER_OWNER = 4;

/**
 * A queue shared by several owners (conversations) that serves them in turn, one item each, so one
 * owner's backlog never makes another wait for more than one item per other waiting owner.
 * Each owner keeps first come, first served for its own items, and at most `perOwner` of them wait.
 */
export interface FairQueue<T> {
  readonly size: number;
  /** Adds an item; returns the owner's oldest items pushed out to stay within the cap (usually none). */
  push(owner: object, item: T): T[];
  /** The next item: the oldest of the owner whose turn it is. */
  shift(): T | undefined;
  /** Takes out an item that is still waiting; false when it is not (already served or pushed out). */
  remove(owner: object, item: T): boolean;
  /** Takes out every waiting item. */
  drain(): T[];
}

export function createFairQueue<T>(perOwner = MAX_WAITING_PER_OWNER): FairQueue<T> {
  if (!Number.isInteger(perOwner) || perOwner < 1) throw new Error('perOwner must be a positive integer');
  // a Map iterates in insertion order: the owner served goes back to the end of the round
  const owners = new Map<object, T[]>();
  let size = 0;
  return {
    get size() {
      return size;
    },
    push(owner, item) {
      const mine = owners.get(owner) ?? [];
      if (!owners.has(owner)) owners.set(owner, mine);
      mine.push(item);
      size++;
      const dropped = mine.length > perOwner ? mine.splice(0, mine.length - perOwner) : [];
      size -= dropped.length;
      return dropped;
    },
    shift() {
      const next = owners.entries().next();
      if (next.done) return undefined;
      const [owner, mine] = next.value;
      const item = mine.shift()!;
      size--;
      owners.delete(owner);
      if (mine.length) owners.set(owner, mine);
      return item;
    },
    remove(owner, item) {
      const mine = owners.get(owner);
      const at = mine?.indexOf(item) ?? -1;
      if (!mine || at < 0) return false;
      mine.splice(at, 1);
      size--;
      if (!mine.length) owners.delete(owner);
      return true;
    },
    drain() {
      const all = [...owners.values()].flat();
      owners.clear();
      size = 0;
      return all;
    },
  };
}
