/**
 * `mortgage_calculator_block` component (spec 001 §3 "Mortgage calculator"): the
 * block's title, description and optional call to action above a calm card holding the
 * {@link MortgageCalculator}. The title names the calculator form (`aria-labelledby`).
 *
 * The price starts at `initialPrice` (a listing page passes the listing's price), else the block's
 * `default_price`, else 0.
 */
import { useId } from 'react';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { headingTag } from '../../content/_parts/headingTag';
import layout from '../../content/_parts/layout.module.css';
import { MortgageCalculator } from './MortgageCalculator';
import type { mortgageCalculatorBlockFields, mortgageCalculatorBlockParams } from './schema';
import styles from './MortgageCalculatorBlock.module.css';

export interface MortgageCalculatorBlockProps extends BlockProps<typeof mortgageCalculatorBlockFields, typeof mortgageCalculatorBlockParams> {
  /** Price to prefill, whole CAD (a listing's price); wins over `fields.default_price`. */
  initialPrice?: number;
}

export function MortgageCalculatorBlock({ fields, index, initialPrice }: MortgageCalculatorBlockProps) {
  const localize = useLocalized();
  const titleId = useId();
  const Heading = headingTag(index);
  const superTitle = localize(fields.super_title);
  return (
    <section className={layout.section}>
      <div className={`${layout.inner} ${styles.layout}`}>
        <div className={styles.intro}>
          {superTitle ? <p className={layout.superTitle}>{superTitle}</p> : null}
          <Heading id={titleId} className={layout.title}>
            {localize(fields.main_title)}
          </Heading>
          <RichText value={fields.description} size="lead" className={`${layout.description} ${styles.description}`} />
          {fields.cta ? (
            <div className={layout.actions}>
              <Link value={fields.cta} />
            </div>
          ) : null}
        </div>
        <div className={styles.card}>
          <MortgageCalculator initialPrice={initialPrice ?? fields.default_price} labelledBy={titleId} />
        </div>
      </div>
    </section>
  );
}
