import type { ActiveSession } from '@aula/shared';

export interface DescribedAgent {
  browser: string | null;
  system: string | null;
  device: ActiveSession['device'];
}

/** Checked in order: Edge and Opera say "Chrome" too, Chrome says "Safari" too. */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/EdgA?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* .*Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPad/, 'iPadOS'],
  [/iPhone|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * What a person recognises of a session from its User-Agent: browser and major version, system,
 * and the kind of device. A plain reading of the well-known tokens, no more: the header is the
 * browser's own claim, shown to help a person spot a session that is not theirs, never trusted
 * for anything else.
 */
export function describeUserAgent(userAgent: string | null): DescribedAgent {
  const agent = userAgent ?? '';
  const browserMatch = BROWSERS.map(([pattern, name]) => [pattern.exec(agent), name] as const).find(
    ([match]) => match,
  );
  const browser = browserMatch ? `${browserMatch[1]} ${browserMatch[0]![1]}` : null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  const device =
    /iPad|Tablet/.test(agent) || (/Android/.test(agent) && !/Mobile/.test(agent))
      ? 'tablet'
      : /Mobi|iPhone|iPod/.test(agent)
        ? 'phone'
        : 'computer';
  return { browser, system, device };
}
