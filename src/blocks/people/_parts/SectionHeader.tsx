/**
 * The title group of the people blocks: optional super title, the title (the page's h1 for the
 * first block, h2 otherwise) and an optional rich-text description.
 */
import type { LocalizedText } from '../../../schema/content';
import { useLocalized } from '../../runtime/AppContext';
import { RichText } from '../../ui/RichText';
import { headingTag } from '../../content/_parts/headingTag';
import layout from '../../content/_parts/layout.module.css';
import styles from './people.module.css';

export interface SectionHeaderProps {
  index: number;
  superTitle?: LocalizedText;
  title?: LocalizedText;
  description?: LocalizedText;
  /** Id given to the heading (to name the section with aria-labelledby). */
  id?: string;
  align?: 'left' | 'center';
}

export function SectionHeader({ index, superTitle, title, description, id, align = 'left' }: SectionHeaderProps) {
  const localize = useLocalized();
  const Heading = headingTag(index);
  const text = localize(title);
  if (!text && !localize(superTitle) && !localize(description)) return null;
  return (
    <div className={styles.header} data-align={align}>
      {localize(superTitle) ? <span className={layout.superTitle}>{localize(superTitle)}</span> : null}
      {text ? (
        <Heading id={id} className={layout.title}>
          {text}
        </Heading>
      ) : null}
      {localize(description) ? <RichText value={description} size="lead" className={[layout.description, styles.description].join(' ')} /> : null}
    </div>
  );
}
