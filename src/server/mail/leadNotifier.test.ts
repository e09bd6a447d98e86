// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { leadsInboxUrl } from './leadNotifier';

describe('leadsInboxUrl', () => {
  it('links to the QA leads inbox in the mail language on the site’s first public domain', () => {
    const site = { domains: ['localhost', '127.0.0.1', 'julietremblay.ca', 'www.julietremblay.ca'] };
    expect(leadsInboxUrl(site, 'fr')).toBe('https://julietremblay.ca/qa/prospects');
    expect(leadsInboxUrl(site, 'en')).toBe('https://julietremblay.ca/qa/leads');
  });

  it('uses the local server address for a site with only local domains', () => {
    expect(leadsInboxUrl({ domains: ['localhost', 'agence.localhost', '::1'] }, 'fr', 'http://localhost:3000/')).toBe('http://localhost:3000/qa/prospects');
    expect(leadsInboxUrl({ domains: [] }, 'en', 'http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173/qa/leads');
  });
});
