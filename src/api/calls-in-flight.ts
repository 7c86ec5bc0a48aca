/** The calls on their way: the clients' and start-up's early ones. */
const onTheirWay = new Set<Promise<unknown>>();

/** Keeps the call among those on their way until it settles, answered or failed; gives it back. */
export function trackCall<T>(call: Promise<T>): Promise<T> {
  onTheirWay.add(call);
  const settled = () => void onTheirWay.delete(call);
  call.then(settled, settled);
  return call;
}

export const callsOnTheirWay = (): ReadonlySet<Promise<unknown>> => onTheirWay;
