/**
 * Double CTA block (spec 001 §2 "double CTA"; spec 000 §9 "double CTA 250"): an optional title
 * over one or two icon CTA cards, side by side from md (768 px) and stacked below, each at least
 * 250 px tall. Without a block title the cards' titles are the section's headings.
 */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { headingTag } from '../_parts/headingTag';
import { IconCtaCard } from '../_parts/IconCtaCard';
import layout from '../_parts/layout.module.css';
import type { ctaDoubleBlockFields, ctaDoubleBlockParams } from './schema';
import styles from './CtaDoubleBlock.module.css';

export function CtaDoubleBlock({ fields, index }: BlockProps<typeof ctaDoubleBlockFields, typeof ctaDoubleBlockParams>) {
  const localize = useLocalized();
  const Title = headingTag(index);
  const title = localize(fields.main_title);
  const cards = fields.icon_cta_cards_repeater.slice(0, 2);
  return (
    <section className={[layout.section, styles.section].join(' ')}>
      <div className={layout.inner}>
        {title ? <Title className={[layout.title, styles.title].join(' ')}>{title}</Title> : null}
        <div className={styles.cards} data-count={cards.length}>
          {cards.map((card, position) => (
            <IconCtaCard key={position} item={card} variant="panel" headingLevel={title ? 3 : 2} />
          ))}
        </div>
      </div>
    </section>
  );
}
