/**
 * The structured criteria of a property alert, read
 * from its wire payload (spec 001 §7 "Alert payload") to store it as a saved search.
 */
import type { PropertyAlertSubmission } from '../../schema/leadForms';

/** Largest value of a PostgreSQL `integer` column: higher amounts are clamped to it. */
export const MAX_STORED_AMOUNT = 2_147_483_647;

/** What the saved search keeps of an alert, before the municipality names become codes. */
export interface AlertCriteria {
  /** Selected municipality names (`municipality` split on ","), trimmed, without duplicates. */
  municipalityNames: string[];
  /** Property type codes (`property_type` split on ","), trimmed, without duplicates; empty = any. */
  propertyTypes: string[];
  /** Whole CAD. `budget_min` empty → 0 (spec 001 §4 "defaults the budget to min 0"). */
  priceMin: number;
  /** Whole CAD; null when `budget_max` is empty ("max infinite"). */
  priceMax: number | null;
  /** Minimum bedrooms and bathrooms. */
  bedrooms: number;
  bathrooms: number;
  /** Trimmed e-mail and first name (the lead keeps them exactly as sent). */
  email: string;
  firstName: string;
  locale: 'fr' | 'en';
  /** The site path the form was sent from (consent record), or null when not sent. */
  page: string | null;
}

const list = (value: string | undefined): string[] => [
  ...new Set((value ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '')),
];

const amount = (value: string): number => Math.min(Number(value.trim()), MAX_STORED_AMOUNT);

/** Reads the criteria of a validated alert payload (never throws on a payload the schema accepted). */
export function alertCriteria(alert: PropertyAlertSubmission): AlertCriteria {
  const min = alert.budget_min?.trim();
  const max = alert.budget_max?.trim();
  return {
    municipalityNames: list(alert.municipality),
    propertyTypes: list(alert.property_type),
    priceMin: min ? amount(min) : 0,
    priceMax: max ? amount(max) : null,
    bedrooms: Number(alert.nb_bedrooms.trim()),
    bathrooms: Number(alert.nb_bathrooms.trim()),
    email: alert.email.trim(),
    firstName: alert.first_name.trim(),
    locale: alert.locale,
    page: alert.page || null,
  };
}
