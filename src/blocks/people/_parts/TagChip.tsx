/** A coloured tag chip (`tag_item`: name per locale, background and text colour). */
import type { CSSProperties } from 'react';
import type { TagItemValue } from '../../content/tag_item/schema';
import { useLocalized } from '../../runtime/AppContext';
import styles from './TagChip.module.css';

export function TagChip({ tag }: { tag: TagItemValue }) {
  const localize = useLocalized();
  const style = {
    ...(tag.fields.bg_color ? { '--tag-bg': tag.fields.bg_color } : {}),
    ...(tag.fields.text_color ? { '--tag-text': tag.fields.text_color } : {}),
  } as CSSProperties;
  return (
    <span className={styles.chip} style={style}>
      {localize(tag.fields.text)}
    </span>
  );
}
