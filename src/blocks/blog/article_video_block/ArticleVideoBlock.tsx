/**
 * Article video (an article body block): a `<video>` with the browser's controls over the
 * `video.sources` files (metadata preloaded only), the poster of the active locale, its caption.
 */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import prose from '../_parts/prose.module.css';
import type { articleVideoBlockFields, articleVideoBlockParams } from './schema';
import styles from './ArticleVideoBlock.module.css';

export function ArticleVideoBlock({ fields }: BlockProps<typeof articleVideoBlockFields, typeof articleVideoBlockParams>) {
  const localize = useLocalized();
  const caption = localize(fields.caption);
  const { video } = fields;
  if (video.sources.length === 0) return null;
  return (
    <figure className={[prose.block, styles.figure].join(' ')}>
      <video
        className={styles.video}
        controls
        preload="metadata"
        playsInline
        poster={localize(video.poster) || undefined}
        loop={video.loop}
        muted={video.muted}
        aria-label={caption || undefined}
      >
        {video.sources.map((source) => (
          <source key={source.url} src={source.url} type={source.type} />
        ))}
      </video>
      {caption ? <figcaption className={prose.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
