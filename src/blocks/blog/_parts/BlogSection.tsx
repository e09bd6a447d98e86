/**
 * The heading row shared by the blog blocks: super title, title (h2, or h1 when the block opens
 * the page) and an optional call to action aligned at the end.
 */
import type { LinkValue, LocalizedText } from '../../../schema/content';
import layout from '../../content/_parts/layout.module.css';
import { headingTag } from '../../content/_parts/headingTag';
import { useLocalized } from '../../runtime/AppContext';
import { Link } from '../../ui/Link';
import styles from './BlogSection.module.css';

export interface BlogSectionHeadingProps {
  superTitle?: LocalizedText;
  title: LocalizedText;
  cta?: LinkValue;
  /** The block's position in its list (the first block's title is the page's h1). */
  index: number;
  id?: string;
}

export function BlogSectionHeading({ superTitle, title, cta, index, id }: BlogSectionHeadingProps) {
  const localize = useLocalized();
  const Heading = headingTag(index);
  const sup = localize(superTitle);
  return (
    <div className={styles.heading}>
      <div>
        {sup ? <p className={layout.superTitle}>{sup}</p> : null}
        <Heading id={id} className={layout.title}>
          {localize(title)}
        </Heading>
      </div>
      {cta ? <Link value={cta} className={styles.cta} /> : null}
    </div>
  );
}
