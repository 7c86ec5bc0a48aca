/**
 * A signal made by `AbortSignal.any` keeps its sources alive, as the DOM standard asks and browsers do: a call's
 * `AbortSignal.timeout` then fires however many garbage collections run while the call waits. Node 20 holds those
 * sources only weakly, so a collection during the wait drops the timeout and the call never times out
 * (nodejs/node#57736); the component tests run the app's calls on Node's signals.
 */
const sourcesOf = new WeakMap<AbortSignal, readonly AbortSignal[]>();
const any = AbortSignal.any.bind(AbortSignal);

AbortSignal.any = (signals: AbortSignal[]): AbortSignal => {
  const signal = any(signals);
  sourcesOf.set(signal, [...signals]);
  return signal;
};
