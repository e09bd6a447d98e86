/** Article text (an article body block): sanitised rich text in the reading column's typography. */
import type { BlockProps } from '../../defineBlock';
import { RichText } from '../../ui/RichText';
import prose from '../_parts/prose.module.css';
import type { articleTextBlockFields, articleTextBlockParams } from './schema';
import styles from './ArticleTextBlock.module.css';

export function ArticleTextBlock({ fields }: BlockProps<typeof articleTextBlockFields, typeof articleTextBlockParams>) {
  return <RichText value={fields.content} className={[prose.block, styles.text].join(' ')} />;
}
