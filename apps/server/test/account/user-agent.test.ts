import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../../src/appwrite/account/user-agent.ts';

describe('session and log entries describe the browser with short versions, as Appwrite does', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36',
      { clientName: 'Chrome', clientVersion: '120.0', osName: 'Windows', osVersion: '10', deviceName: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2.1 Safari/605.1.15',
      { clientName: 'Safari', clientVersion: '17.2', osName: 'Mac', osVersion: '10.15' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1',
      { clientName: 'Safari', clientVersion: '17.1', osName: 'iOS', osVersion: '17.1', deviceName: 'smartphone' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
      { clientName: 'Firefox', clientVersion: '121.0', osName: 'GNU/Linux', osVersion: '' },
    ],
    [
      'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
      { osVersion: '7', clientVersion: '109.0' },
    ],
  ])('%s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toMatchObject(expected);
  });

  it('leaves an unknown agent empty', () => {
    expect(describeUserAgent('curl/8.4.0')).toMatchObject({ clientName: '', clientVersion: '', osName: '', osVersion: '' });
  });
});
