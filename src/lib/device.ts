/** Mobile user agents that get the 'See Bidright in...' app prompt. */
export const MOBILE_APP_AGENTS = /iPhone|iPad|Android/i;

/** Whether a user agent gets the 'See Bidright in...' app prompt. */
export function isMobileAppAgent(userAgent: string): boolean {
  return MOBILE_APP_AGENTS.test(userAgent);
}

/** Operating system and device names from a user agent (for device info and duplicate-connection notices). */
export function describeAgent(userAgent: string): { os: string; device: string } {
  const os = /Windows/i.test(userAgent)
    ? 'Windows'
    : /iPhone|iPad|iPod/i.test(userAgent)
      ? 'iOS'
      : /Android/i.test(userAgent)
        ? 'Android'
        : /Mac OS X|Macintosh/i.test(userAgent)
          ? 'macOS'
          : /CrOS/i.test(userAgent)
            ? 'ChromeOS'
            : /Linux/i.test(userAgent)
              ? 'Linux'
              : 'Unknown';
  const device = /iPad|Tablet/i.test(userAgent)
    ? 'Tablet'
    : /Mobi|iPhone|Android/i.test(userAgent)
      ? 'Mobile'
      : 'Desktop';
  return { os, device };
}
