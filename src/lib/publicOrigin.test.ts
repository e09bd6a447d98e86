import { describe, expect, it } from 'vitest';
import { isLocalDomain, primaryDomainOf, sitePublicOrigin } from './publicOrigin';

describe('sitePublicOrigin', () => {
  it('serves a public domain over https, whatever the request came through', () => {
    expect(sitePublicOrigin('julietremblay.ca', 'http://localhost:3000')).toBe('https://julietremblay.ca');
    expect(sitePublicOrigin('JulieTremblay.ca.', 'http://10.0.0.4:8080')).toBe('https://julietremblay.ca');
  });

  it('drops a leading www.', () => {
    expect(sitePublicOrigin('www.groupe-immobilier-laurentides.ca', 'https://www.groupe-immobilier-laurentides.ca')).toBe('https://groupe-immobilier-laurentides.ca');
  });

  it('serves a local name over http on the port the visitor used', () => {
    expect(sitePublicOrigin('localhost', 'http://127.0.0.1:4321')).toBe('http://localhost:4321');
    expect(sitePublicOrigin('agence.localhost', 'http://agence.localhost:3000')).toBe('http://agence.localhost:3000');
    expect(sitePublicOrigin('127.0.0.1', 'http://localhost')).toBe('http://127.0.0.1');
    expect(sitePublicOrigin('::1', 'http://[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('keeps the request origin for a site without a domain', () => {
    expect(sitePublicOrigin(null, 'http://localhost:3000/')).toBe('http://localhost:3000');
    expect(sitePublicOrigin('', 'https://example.ca')).toBe('https://example.ca');
  });
});

describe('isLocalDomain', () => {
  it('knows localhost, its subdomains and loopback addresses, with or without a port', () => {
    expect(['localhost', 'agence.localhost:3000', '127.0.0.1', '127.1.2.3:80', '[::1]:3000', '::1'].map(isLocalDomain)).toEqual([true, true, true, true, true, true]);
    expect(['julietremblay.ca', 'localhost.ca', '128.0.0.1', 'mylocalhost'].map(isLocalDomain)).toEqual([false, false, false, false]);
  });
});

describe('primaryDomainOf', () => {
  it('is the first public domain, else the first domain', () => {
    expect(primaryDomainOf(['localhost', '127.0.0.1', 'julietremblay.ca', 'www.julietremblay.ca'])).toBe('julietremblay.ca');
    expect(primaryDomainOf(['agence.localhost', 'localhost'])).toBe('agence.localhost');
    expect(primaryDomainOf([])).toBeNull();
  });
});
