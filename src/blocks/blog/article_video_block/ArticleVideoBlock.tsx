/**
 * Article video (an article body block): the shared {@link VideoPlayer} (files with a play overlay
 * and controls after the first play, or a provider video behind its click-to-load facade) and the
 * caption of the active locale, which also names the player. In a post, the player is the part that
 * needs the post's code: it comes when the player comes near (src/renderer/blocks/hydrateOnIntent.ts).
 */
import { HYDRATE_NEAR_PROPS } from '../../../lib/pageBlockMarkers';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { hasVideo, VideoPlayer } from '../../ui/video/VideoPlayer';
import prose from '../_parts/prose.module.css';
import type { articleVideoBlockFields, articleVideoBlockParams } from './schema';
import styles from './ArticleVideoBlock.module.css';

export function ArticleVideoBlock({ fields }: BlockProps<typeof articleVideoBlockFields, typeof articleVideoBlockParams>) {
  const localize = useLocalized();
  const caption = localize(fields.caption);
  if (!hasVideo(fields.video)) return null;
  return (
    <figure className={[prose.block, styles.figure].join(' ')} {...HYDRATE_NEAR_PROPS}>
      <VideoPlayer value={fields.video} title={caption || undefined} className={styles.video} />
      {caption ? <figcaption className={prose.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
