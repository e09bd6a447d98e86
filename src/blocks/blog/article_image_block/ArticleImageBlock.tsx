/** Article image (an article body block): the image at the column's width (16:9) and its caption. */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Image } from '../../ui/Image';
import prose from '../_parts/prose.module.css';
import type { articleImageBlockFields, articleImageBlockParams } from './schema';
import styles from './ArticleImageBlock.module.css';

export function ArticleImageBlock({ fields }: BlockProps<typeof articleImageBlockFields, typeof articleImageBlockParams>) {
  const localize = useLocalized();
  const caption = localize(fields.caption);
  return (
    <figure className={[prose.block, styles.figure].join(' ')}>
      <Image value={fields.image} aspectRatio="16 / 9" sizes="(min-width: 800px) 720px, 100vw" className={styles.image} />
      {caption ? <figcaption className={prose.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
