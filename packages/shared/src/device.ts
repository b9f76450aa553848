// A short device description from a user agent: the sessions list, the trusted devices and the
// new-sign-in alert (the server stores this summary, never the whole user agent).
/** The words around the browser and system names, in the reader's language (English by default). */
export interface DeviceWords {
  unknown: string;
  browserOn: (browser: string, os: string) => string;
  anyBrowserOn: (os: string) => string;
}
const ENGLISH: DeviceWords = {
  unknown: 'Unknown device',
  browserOn: (browser, os) => `${browser} on ${os}`,
  anyBrowserOn: (os) => `Browser on ${os}`,
};

/** A short, readable device description from a user agent: "Chrome on Windows". */
export function describeDevice(
  userAgent: string | null | undefined,
  words: DeviceWords = ENGLISH,
): string {
  const ua = userAgent ?? '';
  if (!ua) return words.unknown;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /HeadlessChrome\//.test(ua)
          ? 'Headless Chrome'
          : /Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && os) return words.browserOn(browser, os);
  if (browser) return browser;
  if (os) return words.anyBrowserOn(os);
  return ua.length > 40 ? `${ua.slice(0, 40)}…` : ua;
}
