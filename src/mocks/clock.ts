/** The simulator's clock: real time plus an offset that tests can set or advance. */
let offsetMs = 0;

export const simNow = (): number => Date.now() + offsetMs;
export const simDate = (): Date => new Date(simNow());
export const simIso = (): string => simDate().toISOString();

export function setSimTime(iso: string): number {
  const t = new Date(iso).getTime();
  if (!Number.isFinite(t)) throw new Error(`Invalid time: ${iso}`);
  offsetMs = t - Date.now();
  return simNow();
}

export function advanceSimTime(ms: number): number {
  offsetMs += ms;
  return simNow();
}

export function resetSimClock() {
  offsetMs = 0;
}
