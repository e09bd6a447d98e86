/**
 * Text block 1 (spec 001 §2 "text blocks", §5 orientation values): a title column (super title and
 * title) beside the rich-text description and optional CTA. `orientation_x` puts the title on the
 * left (default) or right from lg (992 px) up; `text_align` aligns the text. Stacks below lg.
 */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { headingTag } from '../_parts/headingTag';
import layout from '../_parts/layout.module.css';
import type { textBlock1Fields, textBlock1Params } from './schema';
import styles from './TextBlock1.module.css';

const ALIGN = { left: layout.alignLeft, center: layout.alignCenter, right: layout.alignRight };

export function TextBlock1({ fields, params, index }: BlockProps<typeof textBlock1Fields, typeof textBlock1Params>) {
  const localize = useLocalized();
  const Heading = headingTag(index);
  const superTitle = localize(fields.super_title);
  const orientation = params.orientation_x ?? 'left';
  return (
    <section className={layout.section}>
      <div
        className={[layout.inner, styles.grid, orientation === 'right' ? styles.reversed : '', ALIGN[params.text_align ?? 'left']].join(' ')}
        data-orientation={orientation}
        data-align={params.text_align ?? 'left'}
      >
        <div className={styles.heading}>
          {superTitle ? <p className={layout.superTitle}>{superTitle}</p> : null}
          <Heading className={layout.title}>{localize(fields.main_title)}</Heading>
        </div>
        <div className={styles.body}>
          <RichText value={fields.description} size="lead" className={layout.description} />
          {fields.cta ? (
            <div className={layout.actions}>
              <Link value={fields.cta} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
