/**
 * Sidebar note shown while a content variant is edited: the variant's
 * colour and name, and how variants work — changes are saved automatically, they are what
 * `?variant={id}` shows, and a variant is never published (the page's Publish does not touch it).
 */
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import styles from './VariantMenu.module.css';

export interface VariantNoteProps {
  variant: { id: string; name: string; color: string };
}

export function VariantNote({ variant }: VariantNoteProps) {
  const intl = useIntl();
  return (
    <aside className={styles.note} style={{ '--variant-color': variant.color } as CSSProperties} data-variant-note aria-live="polite">
      <p className={styles.noteTitle}>
        <span className={styles.swatch} aria-hidden />
        {intl.formatMessage({ id: 'editor.variants.noteTitle' }, { name: variant.name })}
      </p>
      <p>{intl.formatMessage({ id: 'editor.variants.note' }, { id: variant.id })}</p>
    </aside>
  );
}
