/** Article quote (an article body block): the quote set large with an accent rule, and its author. */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import prose from '../_parts/prose.module.css';
import type { articleQuoteBlockFields, articleQuoteBlockParams } from './schema';
import styles from './ArticleQuoteBlock.module.css';

export function ArticleQuoteBlock({ fields }: BlockProps<typeof articleQuoteBlockFields, typeof articleQuoteBlockParams>) {
  const localize = useLocalized();
  const quote = localize(fields.quote);
  const cite = localize(fields.cite);
  if (!quote) return null;
  return (
    <figure className={[prose.block, styles.quote].join(' ')}>
      <blockquote className={styles.text}>
        <p>{quote}</p>
      </blockquote>
      {cite ? <figcaption className={styles.cite}>— {cite}</figcaption> : null}
    </figure>
  );
}
