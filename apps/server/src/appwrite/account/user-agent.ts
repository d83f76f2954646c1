/**
 * Just enough User-Agent reading for the session list ("Chrome on Windows, desktop"). The codes
 * follow the device-detector ones Appwrite reports; anything unrecognised stays "".
 */

export interface UserAgentDescription {
  osCode: string;
  osName: string;
  osVersion: string;
  clientType: string;
  clientCode: string;
  clientName: string;
  clientVersion: string;
  clientEngine: string;
  clientEngineVersion: string;
  deviceName: string;
  deviceBrand: string;
  deviceModel: string;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const CLIENTS: Array<{ pattern: RegExp; code: string; name: string; engine: string }> = [
  { pattern: /Edg(?:e|A|iOS)?\/([\d.]+)/, code: 'PS', name: 'Microsoft Edge', engine: 'Blink' },
  { pattern: /OPR\/([\d.]+)/, code: 'OP', name: 'Opera', engine: 'Blink' },
  { pattern: /SamsungBrowser\/([\d.]+)/, code: 'SB', name: 'Samsung Browser', engine: 'Blink' },
  { pattern: /Firefox\/([\d.]+)/, code: 'FF', name: 'Firefox', engine: 'Gecko' },
  { pattern: /(?:Chrome|CriOS)\/([\d.]+)/, code: 'CH', name: 'Chrome', engine: 'Blink' },
  { pattern: /Version\/([\d.]+).*Safari\//, code: 'SF', name: 'Safari', engine: 'WebKit' },
];

const SYSTEMS: Array<{ pattern: RegExp; code: string; name: string }> = [
  { pattern: /Windows NT ([\d.]+)/, code: 'WIN', name: 'Windows' },
  { pattern: /(?:iPhone|iPad|iPod).*OS ([\d_]+)/, code: 'IOS', name: 'iOS' },
  { pattern: /Mac OS X ([\d_.]+)/, code: 'MAC', name: 'Mac' },
  { pattern: /Android ([\d.]+)/, code: 'AND', name: 'Android' },
  { pattern: /CrOS [\w_]+ ([\d.]+)/, code: 'COS', name: 'Chrome OS' },
  { pattern: /Linux()/, code: 'LIN', name: 'GNU/Linux' },
];

// Windows names its releases by kernel version; people and device-detector use the product name.
const WINDOWS_RELEASES: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' };

/** Major and minor only ("120.0.6099.109" → "120.0"), as device-detector truncates for Appwrite. */
const shortVersion = (version: string) => version.split('.').slice(0, 2).join('.');

export function describeUserAgent(userAgent: string): UserAgentDescription {
  const client = CLIENTS.find((c) => c.pattern.test(userAgent));
  const system = SYSTEMS.find((s) => s.pattern.test(userAgent));
  const clientVersion = client ? shortVersion(client.pattern.exec(userAgent)?.[1] ?? '') : '';
  const fullOsVersion = system ? (system.pattern.exec(userAgent)?.[1] ?? '').replace(/_/g, '.') : '';
  const osVersion = system?.code === 'WIN' ? (WINDOWS_RELEASES[fullOsVersion] ?? shortVersion(fullOsVersion)) : shortVersion(fullOsVersion);
  const engineVersion = /(?:AppleWebKit|Gecko|rv:)\/?([\d.]+)/.exec(userAgent)?.[1] ?? '';
  const deviceName = /iPad|Tablet/.test(userAgent)
    ? 'tablet'
    : /Mobi|iPhone|Android/.test(userAgent)
      ? 'smartphone'
      : client
        ? 'desktop'
        : '';
  return {
    osCode: system?.code ?? '',
    osName: system?.name ?? '',
    osVersion,
    clientType: client ? 'browser' : '',
    clientCode: client?.code ?? '',
    clientName: client?.name ?? '',
    clientVersion,
    clientEngine: client?.engine ?? '',
    clientEngineVersion: client ? engineVersion : '',
    deviceName,
    deviceBrand: /iPhone|iPad|Macintosh/.test(userAgent) ? 'Apple' : '',
    deviceModel: /iPhone/.test(userAgent) ? 'iPhone' : /iPad/.test(userAgent) ? 'iPad' : '',
  };
}
