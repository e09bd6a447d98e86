import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaInSquareFeet, mapResoProperty, type MappingContext } from './mapProperty';
import { propertyTypeOf } from './propertyTypes';
import { RESO_PROPERTY_FIELDS } from './resoProperty';

const LONGUEUIL = { code: '58227', latitude: 45.5312, longitude: -73.5181 };
const context: MappingContext = { municipalityOf: (city) => (city.toLowerCase() === 'longueuil' ? LONGUEUIL : null) };

/** An active condo as a board's feed sends it. */
const record = (fields: Record<string, unknown> = {}) => ({
  ListingKey: 'QC-000123',
  ListingId: '28451937',
  StandardStatus: 'Active',
  ModificationTimestamp: '2026-11-20T14:03:00Z',
  PhotosChangeTimestamp: '2026-11-19T10:00:00Z',
  ListPrice: 459000,
  PropertyType: 'Residential',
  PropertySubType: 'Condominium',
  BedroomsTotal: 2,
  BathroomsFull: 1,
  BathroomsHalf: 1,
  LivingArea: 92.9,
  LivingAreaUnits: 'Square Meters',
  LotSizeArea: null,
  YearBuilt: 2012,
  StreetNumber: '150',
  StreetName: 'Saint-Charles Ouest',
  UnitNumber: '402',
  City: 'Longueuil',
  PostalCode: 'J4H 1C8',
  Latitude: 45.5369,
  Longitude: -73.5107,
  PublicRemarks: 'Condo lumineux au bord du fleuve.',
  ListAgentKey: 'M-77',
  ListOfficeKey: 'QC1234',
  ListingContractDate: '2026-11-01',
  InternetEntireListingDisplayYN: true,
  InternetAddressDisplayYN: true,
  ...fields,
});

const mapped = (fields: Record<string, unknown> = {}, ctx: MappingContext = context) => {
  const result = mapResoProperty(record(fields), ctx);
  if (!result.ok) throw new Error(`skipped: ${result.reason}`);
  return result.listing;
};

describe('mapResoProperty', () => {
  it('maps an active condo: MLS number, whole CAD, ft², address, map point, remarks on both sites', () => {
    const listing = mapped();
    expect(listing).toMatchObject({
      listingKey: 'QC-000123',
      mlsNumber: '28451937',
      visibility: 'public',
      standardStatus: 'Active',
      type: 'condo',
      transaction: 'sale',
      price: 459_000,
      address: { fr: '402-150 Saint-Charles Ouest', en: '402-150 Saint-Charles Ouest' },
      addressHidden: false,
      postalCode: 'J4H 1C8',
      municipalityCode: '58227',
      latitude: 45.5369,
      longitude: -73.5107,
      bedrooms: 2,
      bathrooms: 1,
      powderRooms: 1,
      livingArea: 1000,
      lotArea: null,
      yearBuilt: 2012,
      description: { fr: 'Condo lumineux au bord du fleuve.', en: 'Condo lumineux au bord du fleuve.' },
      listAgentKey: 'M-77',
      listOfficeKey: 'QC1234',
      listedAt: '2026-11-01T00:00:00.000Z',
      soldAt: null,
      modifiedAt: '2026-11-20T14:03:00.000Z',
      photosChangedAt: '2026-11-19T10:00:00.000Z',
    });
  });

  it('keeps Active Under Contract, Coming Soon and Pending public with their status; Closed is sold at its sale price', () => {
    for (const status of ['Active Under Contract', 'Coming Soon', 'Pending']) {
      expect(mapped({ StandardStatus: status })).toMatchObject({ visibility: 'public', standardStatus: status });
    }
    expect(mapped({ StandardStatus: 'Closed', ClosePrice: 450_500, CloseDate: '2026-11-25' })).toMatchObject({
      visibility: 'sold',
      price: 450_500,
      soldAt: '2026-11-25T00:00:00.000Z',
    });
  });

  it('takes off every other status, and a listing the board keeps off the internet', () => {
    for (const status of ['Withdrawn', 'Expired', 'Canceled', 'Hold', 'Delete', 'Something New']) {
      expect(mapped({ StandardStatus: status, ListPrice: null }).visibility).toBe('removed');
    }
    expect(mapped({ InternetEntireListingDisplayYN: false }).visibility).toBe('removed');
  });

  it('hides the address everywhere when the board forbids showing it: no street, no postal code, the municipality’s centre on the map', () => {
    const listing = mapped({ InternetAddressDisplayYN: false });
    expect(listing).toMatchObject({ address: {}, addressHidden: true, postalCode: null, latitude: LONGUEUIL.latitude, longitude: LONGUEUIL.longitude });
    expect(JSON.stringify(listing)).not.toMatch(/Saint-Charles|J4H/);
  });

  it('skips a record with a bad price, naming the field and the value', () => {
    expect(mapResoProperty(record({ ListPrice: -5 }), context)).toEqual({ ok: false, listingKey: 'QC-000123', reason: 'ListPrice: expected a positive amount, got -5' });
    expect(mapResoProperty(record({ ListPrice: 'cheap' }), context)).toMatchObject({ ok: false, listingKey: 'QC-000123', reason: expect.stringMatching(/^ListPrice: /) });
    expect(mapResoProperty(record({ StandardStatus: 'Closed', ClosePrice: 0, ListPrice: null }), context)).toMatchObject({ ok: false, reason: 'ClosePrice: expected a positive amount, got 0' });
  });

  it('skips a record without a municipality or a modification time, or without a key', () => {
    expect(mapResoProperty(record({ City: 'Atlantis' }), context)).toMatchObject({ ok: false, reason: 'City: "Atlantis" matches no municipality' });
    expect(mapResoProperty(record({ City: null }), context)).toMatchObject({ ok: false, reason: expect.stringMatching(/^City: missing/) });
    expect(mapResoProperty(record({ ModificationTimestamp: 'yesterday' }), context)).toMatchObject({ ok: false, reason: expect.stringMatching(/^ModificationTimestamp: /) });
    expect(mapResoProperty(record({ ListingKey: '' }), context)).toMatchObject({ ok: false, listingKey: null, reason: expect.stringMatching(/^ListingKey: /) });
  });

  it('reads decimals sent as strings, whole bathrooms, lot sizes in acres, and places a listing without a point at its municipality', () => {
    const listing = mapped({ ListPrice: '649000.00', BathroomsFull: null, BathroomsHalf: null, BathroomsTotalInteger: 2, LotSizeArea: 0.5, LotSizeUnits: 'Acres', Latitude: null, Longitude: null });
    expect(listing).toMatchObject({ price: 649_000, bathrooms: 2, powderRooms: 0, lotArea: 21_780, latitude: LONGUEUIL.latitude, longitude: LONGUEUIL.longitude });
    expect(mapResoProperty(record({ Latitude: null }), context)).toMatchObject({ ok: true, notes: ['no map point: placed at the municipality’s centre'] });
  });

  it('keeps an unknown property type as other and notes it; leases are for rent', () => {
    const result = mapResoProperty(record({ PropertyType: 'Parking', PropertySubType: 'Deeded Parking' }), context);
    expect(result).toMatchObject({ ok: true, listing: { type: 'other' }, notes: ['unknown property type: Deeded Parking'] });
    expect(mapped({ PropertyType: 'Residential Lease', PropertySubType: 'Apartment', ListPrice: 1850 })).toMatchObject({ type: 'condo', transaction: 'rent', price: 1850 });
  });

  it('shows one-language remarks on both sites with their language, or each language from its own field', () => {
    expect(mapped({}, { ...context, remarks: { remarksLanguage: 'fr' } })).toMatchObject({ description: { fr: 'Condo lumineux au bord du fleuve.', en: 'Condo lumineux au bord du fleuve.' }, descriptionLang: { en: 'fr' } });
    const separate = { ...context, remarks: { fields: { fr: 'PublicRemarks', en: 'PublicRemarksEnglish' } } };
    expect(mapped({ PublicRemarksEnglish: 'Bright riverside condo.' }, separate)).toMatchObject({
      description: { fr: 'Condo lumineux au bord du fleuve.', en: 'Bright riverside condo.' },
      descriptionLang: {},
    });
    expect(mapped({ PublicRemarksEnglish: null }, separate)).toMatchObject({ description: { en: 'Condo lumineux au bord du fleuve.' }, descriptionLang: { en: 'fr' } });
    // Only the French field mapped, PublicRemarks said to be English: each site its own language.
    const frenchField = { ...context, remarks: { fields: { fr: 'PublicRemarksFrench' }, remarksLanguage: 'en' as const } };
    expect(mapped({ PublicRemarks: 'Bright riverside condo.', PublicRemarksFrench: 'Condo lumineux.' }, frenchField)).toMatchObject({
      description: { fr: 'Condo lumineux.', en: 'Bright riverside condo.' },
      descriptionLang: {},
    });
    expect(mapped({ PublicRemarks: 'Bright riverside condo.', PublicRemarksFrench: null }, frenchField)).toMatchObject({
      description: { fr: 'Bright riverside condo.', en: 'Bright riverside condo.' },
      descriptionLang: { fr: 'en' },
    });
  });

  it('never throws, and a skipped record always says why (any JSON the feed may send)', () => {
    const fieldValue = fc.oneof(fc.constant(null), fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(undefined));
    const anyRecord = fc.record(Object.fromEntries(RESO_PROPERTY_FIELDS.map((field) => [field, fieldValue])), { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(anyRecord, fc.jsonValue()), (raw) => {
        const result = mapResoProperty(raw, context);
        if (!result.ok) expect(result.reason.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('a mapped listing is always showable: positive whole price unless taken off, counts ≥ 0, a point on the earth', () => {
    const listingFields = fc.record({
      StandardStatus: fc.constantFrom('Active', 'Pending', 'Closed', 'Withdrawn', 'Coming Soon'),
      ListPrice: fc.oneof(fc.double({ min: 1, max: 1e8, noNaN: true }), fc.constant(null)),
      ClosePrice: fc.oneof(fc.double({ min: 1, max: 1e8, noNaN: true }), fc.constant(null)),
      BedroomsTotal: fc.oneof(fc.integer({ min: -3, max: 12 }), fc.constant(null)),
      BathroomsFull: fc.oneof(fc.integer({ min: -1, max: 6 }), fc.constant(null)),
      BathroomsHalf: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.constant(null)),
      Latitude: fc.oneof(fc.double({ min: -100, max: 100, noNaN: true }), fc.constant(null)),
      Longitude: fc.oneof(fc.double({ min: -200, max: 200, noNaN: true }), fc.constant(null)),
      InternetAddressDisplayYN: fc.boolean(),
    });
    fc.assert(
      fc.property(listingFields, (fields) => {
        const result = mapResoProperty(record(fields), context);
        if (!result.ok) return;
        const { listing } = result;
        if (listing.visibility !== 'removed') {
          expect(Number.isInteger(listing.price)).toBe(true);
          expect(listing.price).toBeGreaterThan(0);
        }
        for (const value of [listing.bedrooms, listing.bathrooms, listing.powderRooms]) expect(value).toBeGreaterThanOrEqual(0);
        expect(Math.abs(listing.latitude)).toBeLessThanOrEqual(90);
        expect(Math.abs(listing.longitude)).toBeLessThanOrEqual(180);
        if (listing.addressHidden) expect([listing.latitude, listing.longitude]).toEqual([LONGUEUIL.latitude, LONGUEUIL.longitude]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('areaInSquareFeet', () => {
  it('converts m², acres and hectares to whole ft²; unknown units and non-positive areas are unknown', () => {
    expect(areaInSquareFeet(100, 'Square Meters')).toBe(1076);
    expect(areaInSquareFeet(1, 'Hectares')).toBe(107_639);
    expect(areaInSquareFeet(1450, 'Square Feet')).toBe(1450);
    expect(areaInSquareFeet(1450, null)).toBe(1450);
    expect(areaInSquareFeet(3, 'Arpents')).toBeNull();
    expect(areaInSquareFeet(0, 'Square Feet')).toBeNull();
  });

  it('keeps the order of areas given in the same unit (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e6, noNaN: true }), fc.double({ min: 0.01, max: 1e6, noNaN: true }), fc.constantFrom('Square Feet', 'Square Meters', 'Acres', 'Hectares'), (a, b, units) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(areaInSquareFeet(small, units)!).toBeLessThanOrEqual(areaInSquareFeet(large, units)!);
      }),
    );
  });
});

describe('propertyTypeOf', () => {
  it('reads the sub-type first, then the type; leases are rentals', () => {
    expect(propertyTypeOf('Residential', 'Single Family Detached')).toEqual({ type: 'maison', transaction: 'sale', unknown: null });
    expect(propertyTypeOf('Residential Income', 'Triplex')).toEqual({ type: 'prop', transaction: 'sale', unknown: null });
    expect(propertyTypeOf('Land', null)).toEqual({ type: 'terrain', transaction: 'sale', unknown: null });
    expect(propertyTypeOf('Commercial Lease', 'Office')).toEqual({ type: 'comm', transaction: 'rent', unknown: null });
    expect(propertyTypeOf('Residential', 'Cabin')).toEqual({ type: 'chalet', transaction: 'sale', unknown: null });
    expect(propertyTypeOf('Farm', 'Hobby Farm')).toEqual({ type: 'ferme', transaction: 'sale', unknown: 'Hobby Farm' });
    expect(propertyTypeOf(null, null)).toEqual({ type: 'other', transaction: 'sale', unknown: '(none)' });
  });
});
