/**
 * What the listing feed owns on a member or an office of its roster, shown read-only above the
 * record's form with its source (`MemberKey` / `OfficeKey`): the name, contact, licence and office
 * of a broker; the name, address and contact of an office. They change at the board; the rest of
 * the record (biography, portrait, languages, order, hours) is edited here and kept by every sync.
 */
import { useIntl } from 'react-intl';
import type { Locale } from '../../lib/locales';
import type { DirectoryItem } from '../../schema/directoryEditing';
import styles from './DirectoryPage.module.css';

export interface FeedOwnedFieldsProps {
  uiLocale: Locale;
  collection: 'members' | 'offices';
  record: Record<string, unknown>;
  feed: NonNullable<DirectoryItem['feed']>;
  /** The site's offices (a member's office shown by name). */
  offices: readonly DirectoryItem[];
}

/** The text a feed-owned value shows. */
function shown(field: string, value: unknown, uiLocale: Locale, offices: readonly DirectoryItem[]): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'office_id') {
    const office = offices.find((item) => item.id === value)?.record.name as { fr?: string; en?: string } | undefined;
    return office?.[uiLocale] || office?.fr || office?.en || `#${String(value)}`;
  }
  if (field === 'phone') return (value as { display?: string }).display || '—';
  if (typeof value === 'object') {
    const localized = value as { fr?: string; en?: string };
    return localized[uiLocale] || localized.fr || localized.en || '—';
  }
  return String(value);
}

/** See the module docstring. */
export function FeedOwnedFields({ uiLocale, collection, record, feed, offices }: FeedOwnedFieldsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <section className={styles.feedOwned} aria-labelledby={`${collection}-feed-title`} data-feed-owned>
      <h3 id={`${collection}-feed-title`} className={styles.feedOwnedTitle}>
        {t('directory.feed.title')}
      </h3>
      <p className={styles.feedOwnedHint}>{t(collection === 'members' ? 'directory.feed.member' : 'directory.feed.office', { key: feed.key })}</p>
      <dl className={styles.feedOwnedList}>
        {feed.fields.map((field) => (
          <div key={field}>
            <dt>{t(`directory.feed.field.${field}`)}</dt>
            <dd>{shown(field, record[field], uiLocale, offices)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
