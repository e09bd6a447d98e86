/**
 * The roster of a board's RESO Web API feed as Vitrine's directory reads it: `Office` records to
 * offices and `Member` records to brokers, by the Data Dictionary 2.x fields (`OfficeKey`,
 * `OfficeName`, `OfficeAddress1`, `OfficeCity`, `OfficePostalCode`, `OfficePhone`, `OfficeEmail`;
 * `MemberKey`, `MemberFirstName`, `MemberLastName`, `MemberFullName`, `MemberEmail`, the member's
 * phones, `MemberStateLicense`, `OfficeKey`). Only what the feed owns is mapped (name, contact,
 * licence, office); what an editor writes (biography, portrait, languages, order) stays local.
 * A record Vitrine cannot show is skipped with its reason.
 */
import { normalizePostalCode } from '../../schema/listingRecord';
import type { MunicipalityPoint } from './mapProperty';

/** The `Office` fields a roster sync asks for (`$select`). */
export const RESO_OFFICE_FIELDS = ['OfficeKey', 'OfficeName', 'OfficeAddress1', 'OfficeAddress2', 'OfficeCity', 'OfficePostalCode', 'OfficePhone', 'OfficeEmail', 'OfficeStatus'] as const;

/** The `Member` fields a roster sync asks for (`$select`). */
export const RESO_MEMBER_FIELDS = [
  'MemberKey',
  'MemberFirstName',
  'MemberLastName',
  'MemberFullName',
  'MemberEmail',
  'MemberPreferredPhone',
  'MemberDirectPhone',
  'MemberMobilePhone',
  'MemberOfficePhone',
  'MemberStateLicense',
  'MemberStatus',
  'OfficeKey',
] as const;

/** A phone as the directory stores it: as shown (`450 555-0123`) and international (`+14505550123`); empty when unusable. */
export interface RosterPhone {
  display: string;
  intl: string;
}

/** An office as the feed gives it. */
export interface FeedOffice {
  officeKey: string;
  name: string;
  street: string;
  city: string;
  postalCode: string;
  /** The municipality's centre, decimal degrees (the Data Dictionary carries no office coordinates). */
  latitude: number;
  longitude: number;
  phone: RosterPhone;
  email: string;
}

/** A member as the feed gives it. */
export interface FeedMember {
  memberKey: string;
  name: string;
  email: string;
  phone: RosterPhone;
  licenceNumber: string;
  officeKey: string | null;
}

/** The outcome of one roster record. */
export type RosterResult<T> = { ok: true; value: T } | { ok: false; key: string | null; reason: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A North American number (`450-555-0123`, `+1 (450) 555 0123`) as the directory stores it; empty parts when it is not one. */
export function rosterPhone(value: unknown): RosterPhone {
  let digits = text(value).replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return { display: '', intl: '' };
  return { display: `${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6)}`, intl: `+1${digits}` };
}

/** A plain e-mail address, or empty. */
const emailOf = (value: unknown) => {
  const address = text(value);
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) && address.length <= 254 ? address : '';
};

/** One `Office` record; `municipalityOf` finds its `OfficeCity` (src/server/feed/feedMunicipalities.ts). */
export function mapResoOffice(record: Record<string, unknown>, municipalityOf: (city: string) => MunicipalityPoint | null): RosterResult<FeedOffice> {
  const officeKey = text(record.OfficeKey);
  if (!officeKey) return { ok: false, key: null, reason: 'OfficeKey: missing' };
  const name = text(record.OfficeName).slice(0, 120);
  if (!name) return { ok: false, key: officeKey, reason: 'OfficeName: missing' };
  const city = text(record.OfficeCity);
  const municipality = city ? municipalityOf(city) : null;
  if (!municipality) return { ok: false, key: officeKey, reason: `OfficeCity: "${city}" matches no municipality` };
  const street = [text(record.OfficeAddress1), text(record.OfficeAddress2)].filter(Boolean).join(', ').slice(0, 200);
  return {
    ok: true,
    value: {
      officeKey,
      name,
      street,
      city: city.slice(0, 120),
      postalCode: normalizePostalCode(text(record.OfficePostalCode)) ?? '',
      latitude: municipality.latitude,
      longitude: municipality.longitude,
      phone: rosterPhone(record.OfficePhone),
      email: emailOf(record.OfficeEmail),
    },
  };
}

/** One `Member` record: the name from `MemberFullName`, else first and last names. */
export function mapResoMember(record: Record<string, unknown>): RosterResult<FeedMember> {
  const memberKey = text(record.MemberKey);
  if (!memberKey) return { ok: false, key: null, reason: 'MemberKey: missing' };
  const name = (text(record.MemberFullName) || [text(record.MemberFirstName), text(record.MemberLastName)].filter(Boolean).join(' ')).slice(0, 120);
  if (!name) return { ok: false, key: memberKey, reason: 'MemberFullName: missing (and no first or last name)' };
  const phones = [record.MemberPreferredPhone, record.MemberDirectPhone, record.MemberMobilePhone, record.MemberOfficePhone].map(rosterPhone);
  return {
    ok: true,
    value: {
      memberKey,
      name,
      email: emailOf(record.MemberEmail),
      phone: phones.find((phone) => phone.intl) ?? { display: '', intl: '' },
      licenceNumber: text(record.MemberStateLicense).slice(0, 40),
      officeKey: text(record.OfficeKey) || null,
    },
  };
}
