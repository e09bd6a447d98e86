/**
 * The admins' lockout e-mail: both languages, the site's first, with the account, the address and
 * the time; values escaped in HTML; no link.
 */
import { describe, expect, it } from 'vitest';
import { buildLockoutEmail } from './lockoutEmail';

const base = { email: 'marie@agence.ca', ip: '203.0.113.9', siteName: 'agence.ca', at: new Date('2026-03-02T15:04:00Z'), minutes: 15 };

describe('lockout e-mail', () => {
  it('puts the site’s language first and says which account, from where and when, in both', () => {
    const en = buildLockoutEmail({ ...base, locale: 'en' });
    expect(en.subject).toBe('Account locked: marie@agence.ca / Compte verrouillé : marie@agence.ca');
    expect(en.text.indexOf('Hello')).toBeLessThan(en.text.indexOf('Bonjour'));
    expect(en.text).toContain('Five sign-in attempts failed for the account marie@agence.ca on agence.ca from the address 203.0.113.9 (March 2, 2026 at 10:04');
    expect(en.text).toContain('Cinq tentatives de connexion ont échoué pour le compte marie@agence.ca sur agence.ca depuis l’adresse 203.0.113.9 (2 mars 2026 à 10 h 04');
    expect(en.text).toContain('up to 15 minutes');
    expect(en.text).toContain('au plus 15 minutes');
    expect(en.html).toMatch(/<html lang="en">/);
    expect(en.html).not.toMatch(/<a\s/);
  });

  it('leaves the address out when it is unknown, and escapes what it shows', () => {
    const fr = buildLockoutEmail({ ...base, ip: null, siteName: '<b>agence</b>', locale: 'fr' });
    expect(fr.text.indexOf('Bonjour')).toBeLessThan(fr.text.indexOf('Hello'));
    expect(fr.text).not.toContain('adresse 203');
    expect(fr.text).toContain('Les connexions à ce compte sont bloquées');
    expect(fr.html).toContain('&lt;b&gt;agence&lt;/b&gt;');
    expect(fr.html).not.toContain('<b>agence');
  });
});
