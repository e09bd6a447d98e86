import { describe, expect, it } from 'vitest';
import { mapResoMember, mapResoOffice, rosterPhone } from './resoRoster';

const LONGUEUIL = { code: '58227', latitude: 45.53, longitude: -73.51 };
const municipalityOf = (city: string) => (city.toLowerCase() === 'longueuil' ? LONGUEUIL : null);

describe('roster mapping', () => {
  it('reads a North American phone as shown and international, and nothing else', () => {
    expect(rosterPhone('450-555-0123')).toEqual({ display: '450 555-0123', intl: '+14505550123' });
    expect(rosterPhone('+1 (514) 555 0199')).toEqual({ display: '514 555-0199', intl: '+15145550199' });
    expect(rosterPhone('555-0123')).toEqual({ display: '', intl: '' });
    expect(rosterPhone(null)).toEqual({ display: '', intl: '' });
  });

  it('maps an office to its municipality’s centre, with its address and contact', () => {
    const result = mapResoOffice(
      {
        OfficeKey: 'QC1',
        OfficeName: ' Immeubles Rive-Sud ',
        OfficeAddress1: '150, rue Saint-Charles Ouest',
        OfficeAddress2: 'bureau 200',
        OfficeCity: 'Longueuil',
        OfficePostalCode: 'j4h1c8',
        OfficePhone: '4505550100',
        OfficeEmail: 'info@rive-sud.test',
      },
      municipalityOf,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        officeKey: 'QC1',
        name: 'Immeubles Rive-Sud',
        street: '150, rue Saint-Charles Ouest, bureau 200',
        city: 'Longueuil',
        postalCode: 'J4H 1C8',
        latitude: 45.53,
        longitude: -73.51,
        phone: { display: '450 555-0100', intl: '+14505550100' },
        email: 'info@rive-sud.test',
      },
    });
  });

  it('skips an office without a name or a known city, with why', () => {
    expect(mapResoOffice({ OfficeKey: 'QC2', OfficeName: null, OfficeCity: 'Longueuil' }, municipalityOf)).toEqual({ ok: false, key: 'QC2', reason: 'OfficeName: missing' });
    expect(mapResoOffice({ OfficeKey: 'QC3', OfficeName: 'Ailleurs', OfficeCity: 'Atlantis' }, municipalityOf)).toEqual({
      ok: false,
      key: 'QC3',
      reason: 'OfficeCity: "Atlantis" matches no municipality',
    });
    expect(mapResoOffice({ OfficeName: 'Sans clé' }, municipalityOf)).toEqual({ ok: false, key: null, reason: 'OfficeKey: missing' });
  });

  it('maps a member by full name (else first and last), the first usable phone, licence and office', () => {
    expect(
      mapResoMember({
        MemberKey: 'M1',
        MemberFirstName: 'Julie',
        MemberLastName: 'Tremblay',
        MemberEmail: 'julie@rive-sud.test',
        MemberPreferredPhone: 'n/a',
        MemberMobilePhone: '514 555 0142',
        MemberStateLicense: 'D1234',
        OfficeKey: 'QC1',
      }),
    ).toEqual({
      ok: true,
      value: { memberKey: 'M1', name: 'Julie Tremblay', email: 'julie@rive-sud.test', phone: { display: '514 555-0142', intl: '+15145550142' }, licenceNumber: 'D1234', officeKey: 'QC1' },
    });
    expect(mapResoMember({ MemberKey: 'M2', MemberFullName: 'Marc-André Côté', MemberEmail: 'not an address' })).toMatchObject({
      ok: true,
      value: { name: 'Marc-André Côté', email: '', officeKey: null },
    });
    expect(mapResoMember({ MemberKey: 'M3' })).toEqual({ ok: false, key: 'M3', reason: 'MemberFullName: missing (and no first or last name)' });
  });
});
