/**
 * Whether a page load reports its field vitals: only with a collector URL set, and then for the
 * share of page loads that VITE_VITALS_SAMPLE gives.
 */

/**
 * The share of page loads that report, from the setting's text: a number from 0 to 1 (values
 * outside are brought to the nearest end); unset, empty or not a number, every page load (1).
 */
export function sampleRateOf(raw: string | undefined): number {
  const text = (raw ?? '').trim();
  const rate = text === '' ? NaN : Number(text);
  if (!Number.isFinite(rate)) return 1;
  return Math.min(1, Math.max(0, rate));
}

export interface VitalsSettings {
  /** The collector the reports are beaconed to; empty: none. */
  url: string;
  /** The share of page loads that report, 0..1. */
  sample: number;
}

/**
 * The decision for one page load: the collector's URL when this load reports, else null (no URL
 * set, or not drawn). `random` answers in [0, 1) as Math.random does; a rate of 0 or 1 decides
 * without it.
 */
export function vitalsTarget(settings: VitalsSettings, random: () => number): string | null {
  const url = settings.url.trim();
  if (!url || !(settings.sample > 0)) return null;
  if (settings.sample >= 1) return url;
  return random() < settings.sample ? url : null;
}
