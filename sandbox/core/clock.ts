/** The sandbox's notion of now; tests may move it. */
let offsetMs = 0;
export const now = (): number => Date.now() + offsetMs;
export const nowIso = (): string => new Date(now()).toISOString();
export const advanceClock = (ms: number): void => {
  offsetMs += ms;
};
export const resetClock = (): void => {
  offsetMs = 0;
};
