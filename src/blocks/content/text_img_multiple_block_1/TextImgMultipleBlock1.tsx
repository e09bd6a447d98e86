/**
 * Text and image mosaic (spec 001 §2 "text blocks", §9 mosaic layout rules): the heading and its
 * calls to action, then the items (image, title, text, link) on the grid ./mosaicLayout.ts gives —
 * three per row from lg (992 px), with the half-width, mosaic and full-width rules for the last
 * items; two per row from md (768 px), the odd last one full width; one per row below.
 */
import type { CSSProperties } from 'react';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import layout from '../_parts/layout.module.css';
import { MediaFigure } from '../_parts/MediaFigure';
import { SectionIntro } from '../_parts/SectionIntro';
import { LG_TRACKS, mosaicLayout } from './mosaicLayout';
import type { textImgMultipleBlock1Fields, textImgMultipleBlock1Params } from './schema';
import styles from './TextImgMultipleBlock1.module.css';

/**
 * `sizes` of an item's media: from lg, `tracks` of the six 32 px-spaced tracks of the content
 * (1200 px at most, the viewport less 96 px below that); from md one of two columns, or both.
 */
function mosaicSizes(tracks: number, mdFull: boolean): string {
  const gaps = 32 * (tracks - 1);
  return [
    `(min-width: 1296px) ${Math.round(((1200 - 160) * tracks) / 6 + gaps)}px`,
    `(min-width: 992px) calc((100vw - 256px) * ${tracks} / 6 + ${gaps}px)`,
    `(min-width: 768px) ${mdFull ? '90vw' : 'calc(45vw - 12px)'}`,
    '90vw',
  ].join(', ');
}

export function TextImgMultipleBlock1({ fields, params, index }: BlockProps<typeof textImgMultipleBlock1Fields, typeof textImgMultipleBlock1Params>) {
  const localize = useLocalized();
  const items = fields.text_img_multiple_repeater;
  const cells = mosaicLayout(items.length);
  return (
    <section className={layout.section}>
      <div className={layout.inner}>
        <SectionIntro
          as="header"
          superTitle={fields.super_title}
          title={fields.main_title}
          description={fields.description}
          ctas={fields.cta_repeater.map((item) => item.fields.cta)}
          index={index}
          align={params.text_align ?? 'left'}
          className={styles.header}
          descriptionClassName={styles.description}
        />
        <ul className={styles.grid}>
          {items.map((item, position) => {
            const cell = cells[position];
            const title = localize(item.fields.main_title);
            const style = { '--span-lg': String(LG_TRACKS[cell.lg]), '--span-md': cell.md === 'full' ? '2' : '1' } as CSSProperties;
            return (
              <li key={position} className={styles.item} style={style} data-span={cell.lg} data-span-md={cell.md}>
                <MediaFigure value={item.fields.media} className={styles.media} priority={index === 0 && position < 3} sizes={mosaicSizes(LG_TRACKS[cell.lg], cell.md === 'full')} />
                {title || item.fields.description || item.fields.cta ? (
                  <div className={styles.text}>
                    {title ? <h3 className={styles.itemTitle}>{title}</h3> : null}
                    <RichText value={item.fields.description} className={styles.itemDescription} />
                    {item.fields.cta ? <Link value={item.fields.cta} className={styles.itemLink} /> : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
