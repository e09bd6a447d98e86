// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/escapeHtml';
import { buildLeadEmail, leadEmailSubject } from './leadEmail';

const createdAt = new Date('2026-03-07T19:30:00Z'); // 14 h 30 in Quebec

const contact = {
  id: 'lead-1',
  type: 'contact_form',
  createdAt,
  payload: {
    first_name: 'Marc',
    last_name: 'Gagnon',
    email: 'marc.gagnon@example.ca',
    phone: '(514) 555-0147',
    message: 'Bonjour,\nje souhaite visiter le condo.',
    consent_transaction: true,
    consent_marketing: false,
    locale: 'fr',
  },
};

const alert = {
  id: 'lead-2',
  type: 'property_alert',
  createdAt,
  payload: {
    first_name: 'Sophie',
    last_name: 'Bouchard',
    email: 'sophie@example.ca',
    municipality: 'Longueuil, Brossard',
    desired_moving_timeframe: '0-60-days',
    current_client_situation: 'owner',
    budget_min: '250000',
    budget_max: '600000',
    property_type: '',
    nb_bedrooms: '3',
    nb_bathrooms: '1',
    preferred_method_of_contact: 'email',
    consent_transaction: '1',
  },
};

const valuation = {
  id: 'lead-3',
  type: 'property_valuation',
  createdAt,
  payload: {
    first_name: 'John',
    last_name: 'Smith',
    email: 'john@example.com',
    municipality: 'Gatineau',
    property_type: 'prop',
    year_of_construction: '1987',
    living_area: '110 m²',
    land_area: '',
    evaluation_report: 'on',
    availability_of_report: '0',
    favourite_colour: 'blue',
  },
};

const inboxUrl = 'https://julietremblay.ca/qa/leads';

describe('buildLeadEmail', () => {
  it('writes a French contact e-mail: subject, every field labelled, date, consents, inbox link', () => {
    const email = buildLeadEmail({ lead: contact, locale: 'fr', inboxUrl });
    expect(email.subject).toBe('Nouveau prospect : Demande de contact – Marc Gagnon');
    expect(email.text).toContain('Reçue le : 7 mars 2026, 14 h 30');
    expect(email.text).toContain('Type de demande : Demande de contact');
    expect(email.text).toContain('Courriel : marc.gagnon@example.ca');
    expect(email.text).toContain('Message : Bonjour,\n    je souhaite visiter le condo.');
    expect(email.text).toContain('Accepte d’être contacté au sujet de sa transaction : Oui');
    expect(email.text).toContain('Accepte de recevoir des nouvelles du marché : Non');
    expect(email.text).toContain('Langue du visiteur : Français');
    expect(email.text).toContain(`Voir la demande dans la boîte des prospects : ${inboxUrl}`);
    expect(email.html).toContain('<html lang="fr">');
    expect(email.html).toContain('Bonjour,<br>je souhaite visiter le condo.');
    expect(email.html).toContain(`href="${inboxUrl}"`);
  });

  it('writes the same e-mail in English', () => {
    const email = buildLeadEmail({ lead: contact, locale: 'en', inboxUrl });
    expect(email.subject).toBe('New lead: Contact request – Marc Gagnon');
    expect(email.text).toContain('Received: Mar 7, 2026, 2:30 p.m.');
    expect(email.text).toContain('First name: Marc');
    expect(email.text).toContain('Agrees to be contacted about their transaction: Yes');
    expect(email.text).toContain(`Open it in the leads inbox: ${inboxUrl}`);
  });

  it('formats an alert budget in CAD and option codes as words, in both languages', () => {
    const fr = buildLeadEmail({ lead: alert, locale: 'fr', inboxUrl }).text;
    expect(fr).toContain('Budget minimum : 250\u00a0000\u00a0$');
    expect(fr).toContain('Budget maximum : 600\u00a0000\u00a0$');
    expect(fr).toContain('Type de propriété : Tous les types');
    expect(fr).toContain('Date de déménagement souhaitée : D’ici 60 jours');
    expect(fr).toContain('Situation actuelle : Propriétaire');
    expect(fr).toContain('Mode de communication préféré : Courriel');
    const en = buildLeadEmail({ lead: alert, locale: 'en', inboxUrl }).text;
    expect(en).toContain('Minimum budget: $250,000');
    expect(en).toContain('Maximum budget: $600,000');
    expect(en).toContain('Property type: Any type');
    expect(en).toContain('Desired moving date: Within 60 days');
    expect(en).toContain('Agrees to receive market news: No');
  });

  it('says "no maximum" for an alert without a maximum budget', () => {
    const lead = { ...alert, payload: { ...alert.payload, budget_max: '' } };
    expect(buildLeadEmail({ lead, locale: 'fr', inboxUrl }).text).toContain('Budget maximum : Aucun maximum');
    expect(buildLeadEmail({ lead, locale: 'en', inboxUrl }).text).toContain('Maximum budget: No maximum');
  });

  it('lists valuation areas, report answers and unknown fields too', () => {
    const en = buildLeadEmail({ lead: valuation, locale: 'en', inboxUrl }).text;
    expect(en).toContain('Property type: Plex');
    expect(en).toContain('Year of construction: 1987');
    expect(en).toContain('Living area: 110 m²');
    expect(en).toContain('Lot area: Not provided');
    expect(en).toContain('Valuation report: Yes');
    expect(en).toContain('Report available: No');
    expect(en).toContain('Other information');
    expect(en).toContain('Favourite colour: blue');
    const fr = buildLeadEmail({ lead: valuation, locale: 'fr', inboxUrl }).text;
    expect(fr).toContain('Superficie habitable : 110 m²');
    expect(fr).toContain('Superficie du terrain : Non précisé');
    expect(fr).toContain('Rapport d’évaluation : Oui');
  });

  it('groups fields under section titles in a fixed order', () => {
    const text = buildLeadEmail({ lead: alert, locale: 'fr', inboxUrl }).text;
    const order = ['Demande', 'Coordonnées', 'Consentements'].map((title) => text.indexOf(`\n${title}\n`));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('escapes every visitor value in the HTML part', () => {
    const lead = { ...contact, payload: { ...contact.payload, first_name: '<img src=x onerror=alert(1)>', message: 'a & b "c"' } };
    const { html, text } = buildLeadEmail({ lead, locale: 'fr', inboxUrl });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('a &amp; b &quot;c&quot;');
    expect(text).toContain('a & b "c"');
  });

  it('keeps a subject on one line and names an anonymous visitor', () => {
    expect(leadEmailSubject({ type: 'contact_form', payload: { first_name: 'Marc\r\nBcc: x@y.z' } }, 'fr')).not.toMatch(/[\r\n]/);
    expect(leadEmailSubject({ type: 'property_valuation', payload: {} }, 'fr')).toBe('Nouveau prospect : Demande d’évaluation – Visiteur');
    expect(leadEmailSubject({ type: 'property_alert', payload: { full_name: 'Luc Roy' } }, 'en')).toBe('New lead: Property alert – Luc Roy');
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('refuses an invalid received date', () => {
    expect(() => buildLeadEmail({ lead: { ...contact, createdAt: 'not a date' }, locale: 'fr', inboxUrl })).toThrow(RangeError);
  });
});
