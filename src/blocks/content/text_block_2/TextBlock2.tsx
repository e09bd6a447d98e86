/**
 * Text block 2 (spec 001 §2 "text blocks"): super title, title, rich text and a row of calls to
 * action (`cta_repeater`), in one readable column aligned by `text_align` (center by default).
 */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { headingTag } from '../_parts/headingTag';
import layout from '../_parts/layout.module.css';
import type { textBlock2Fields, textBlock2Params } from './schema';
import styles from './TextBlock2.module.css';

const ALIGN = { left: layout.alignLeft, center: layout.alignCenter, right: layout.alignRight };

export function TextBlock2({ fields, params, index }: BlockProps<typeof textBlock2Fields, typeof textBlock2Params>) {
  const localize = useLocalized();
  const Heading = headingTag(index);
  const superTitle = localize(fields.super_title);
  const align = params.text_align ?? 'center';
  return (
    <section className={layout.section}>
      <div className={[layout.inner, styles.column, styles[align], ALIGN[align]].join(' ')}>
        {superTitle ? <p className={layout.superTitle}>{superTitle}</p> : null}
        <Heading className={layout.title}>{localize(fields.main_title)}</Heading>
        <RichText value={fields.description} size="lead" className={[layout.description, styles.description].join(' ')} />
        {fields.cta_repeater.length ? (
          <div className={layout.actions}>
            {fields.cta_repeater.map((item, i) => (
              <Link key={i} value={item.fields.cta} />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
