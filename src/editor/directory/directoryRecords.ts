/**
 * What the QA directory screen knows of a record of each collection (spec 001 §3 directory): the
 * record a create form starts from, the name and second line its list row shows, the field that
 * points at another collection, and the form's issue paths from the API's 422 field messages.
 */
import type { Locale } from '../../lib/locales';
import type { DirectoryCollection } from '../../schema/directoryEditing';
import type { OptionLabelResolver } from '../forms/useOptionMessages';

/** The QA directory path in a UI language. */
export function directoryPath(locale: Locale): string {
  return locale === 'fr' ? '/qa/repertoire' : '/qa/directory';
}

/** The field of a record pointing at another collection, edited with a select instead of a number. */
export const REFERENCE_FIELD: Partial<Record<DirectoryCollection, { field: string; collection: DirectoryCollection }>> = {
  members: { field: 'office_id', collection: 'offices' },
  testimonials: { field: 'member_id', collection: 'members' },
  rewards: { field: 'member_id', collection: 'members' },
};

/** A new record of a collection (what the create form starts from). */
export function emptyRecord(collection: DirectoryCollection): Record<string, unknown> {
  switch (collection) {
    case 'members':
      return {
        kind: 'brokers',
        name: '',
        slug: '',
        avatar: null,
        title: {},
        bio: {},
        phone: { display: '', intl: '' },
        email: '',
        languages: ['fr'],
        social_links: [],
        office_id: null,
        licence_number: '',
        designations: {},
      };
    case 'offices':
      return { name: {}, photo: null, street: {}, city: '', postal_code: '', latitude: 45.5, longitude: -73.57, phone: { display: '', intl: '' }, email: '', opening_hours: [] };
    case 'partners':
      return { name: '', logo: null, description: {}, tags: [], url: {} };
    case 'bank-partners':
      return { name: '', logo: null, employees: [] };
    case 'testimonials':
      return { author_name: '', author_subtitle: {}, author_avatar: null, description: {}, review_score: 5, review_date: new Date().toISOString().slice(0, 10), source: 'direct', member_id: null };
    case 'rewards':
      return { reward_ident: 'platine', super_title: {}, main_title: {}, description: {}, member_id: null };
  }
}

/** The name a list shows for a record: its name, author or title, in `locale` or else the other language; `—` without one. */
export function recordLabel(record: Record<string, unknown>, locale: Locale): string {
  for (const key of ['name', 'author_name', 'main_title']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
    if (value && typeof value === 'object') {
      const text = (value as Record<string, string | undefined>)[locale] || (value as Record<string, string | undefined>)[locale === 'fr' ? 'en' : 'fr'];
      if (text) return text;
    }
  }
  return '—';
}

/** A second line of a list row (member title and slug, office city, testimonial date and source, award name). */
export function recordDetail(record: Record<string, unknown>, locale: Locale, optionLabel: OptionLabelResolver): string {
  const localized = (value: unknown) => (value && typeof value === 'object' ? ((value as Record<string, string | undefined>)[locale] ?? '') : '');
  if (typeof record.slug === 'string') return [localized(record.title), record.slug].filter(Boolean).join(' · ');
  if (typeof record.city === 'string') return record.city;
  if (typeof record.review_date === 'string') return `${record.review_date} · ${String(record.source ?? '')}`;
  if (typeof record.reward_ident === 'string') return optionLabel(['reward_ident'], record.reward_ident) ?? record.reward_ident;
  return '';
}

/** The API's field messages (`record.office_id` → messages) as the form's issues (`['office_id']`). */
export function issuesOf(fields: Record<string, string[]>): { path: string[]; message: string }[] {
  return Object.entries(fields).flatMap(([key, messages]) =>
    messages.map((message) => ({
      path: key
        .replace(/^record\.?/, '')
        .split('.')
        .filter(Boolean),
      message,
    })),
  );
}
