/**
 * How many times the event loop comes round (a macrotask runs) while `work` is pending: work done on the
 * loop itself leaves no turn to anything else, so a count of zero means it held the loop throughout.
 */
export async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let timer: NodeJS.Immediate | undefined;
  const tick = () => {
    turns++;
    timer = setImmediate(tick);
  };
  timer = setImmediate(tick);
  try {
    return { result: await work(), turns };
  } finally {
    clearImmediate(timer);
  }
}
