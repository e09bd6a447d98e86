/**
 * The opening of the people blocks: super title, title (h1 when the block opens the page, else
 * h2, with `id` for the section's `aria-labelledby`) and an optional rich-text description.
 */
import type { LocalizedText } from '../../../schema/content';
import layout from '../../content/_parts/layout.module.css';
import { headingTag } from '../../content/_parts/headingTag';
import { useLocalized } from '../../runtime/AppContext';
import { RichText } from '../../ui/RichText';
import styles from './SectionIntro.module.css';

export interface SectionIntroProps {
  superTitle?: LocalizedText;
  title: LocalizedText;
  description?: LocalizedText;
  /** The block's position in its list. */
  index: number;
  id: string;
}

export function SectionIntro({ superTitle, title, description, index, id }: SectionIntroProps) {
  const localize = useLocalized();
  const Heading = headingTag(index);
  const sup = localize(superTitle);
  return (
    <div>
      {sup ? <p className={layout.superTitle}>{sup}</p> : null}
      <Heading id={id} className={layout.title}>
        {localize(title)}
      </Heading>
      {description ? <RichText value={description} className={`${layout.description} ${styles.description}`} /> : null}
    </div>
  );
}
