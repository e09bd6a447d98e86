import { describe, expect, it } from 'vitest';
import { isPlainHost, visibleHost, visibleOrigin } from './requestOrigin';

const fallbackHost = 'localhost:3000';

describe('visibleOrigin', () => {
  it('ignores forwarded headers without a trusted proxy', () => {
    const headers = { host: 'julietremblay.ca', forwardedHost: 'evil.example', forwardedProto: 'https' };
    expect(visibleOrigin(headers, { trustProxy: false, requestProtocol: 'http:', fallbackHost })).toBe('http://julietremblay.ca');
  });

  it('reads plain forwarded headers behind a trusted proxy', () => {
    const headers = { host: '10.0.0.5:3000', forwardedHost: 'julietremblay.ca, proxy.internal', forwardedProto: 'https' };
    expect(visibleOrigin(headers, { trustProxy: true, requestProtocol: 'http:', fallbackHost })).toBe('https://julietremblay.ca');
  });

  it.each(['localhost:3000@evil.example', 'evil.example/x', 'a b', 'julie tremblay.ca', 'x\u0000y', '', 'évil.example'])(
    'refuses the host %j and falls back',
    (bad) => {
      expect(isPlainHost(bad)).toBe(false);
      expect(visibleHost({ host: bad, forwardedHost: bad }, { trustProxy: true, fallbackHost })).toBe(fallbackHost);
    },
  );

  it('never takes another protocol than http or https', () => {
    for (const proto of ['javascript', 'data', 'file', 'https:evil']) {
      expect(visibleOrigin({ host: 'localhost:3000', forwardedProto: proto }, { trustProxy: true, requestProtocol: 'http:', fallbackHost })).toBe('http://localhost:3000');
    }
  });

  it('accepts bracketed IPv6 hosts with a port', () => {
    expect(isPlainHost('[::1]:3000')).toBe(true);
  });
});
