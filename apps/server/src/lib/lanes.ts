// Background work on PostgreSQL's pool: items that share a key (a holder: each takes the holder's
// lock) run one after another, different keys side by side on up to `lanes` connections. PGlite
// has one connection, so its callers pass one lane. Order is kept within a key.

export async function inLanes<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  lanes: number,
  work: (item: T) => Promise<void>,
) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const queue = [...groups.values()];
  let next = 0;
  const lane = async () => {
    while (next < queue.length) for (const item of queue[next++]!) await work(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, queue.length)) }, lane));
}

/** A holder's lane: the same for all its work, so two lanes never want one holder's lock. */
export function laneOf(holderId: string, lanes: number) {
  let h = 0;
  for (let i = 0; i < holderId.length; i++) h = (h * 31 + holderId.charCodeAt(i)) >>> 0;
  return h % lanes;
}
