/**
 * The frame of a calculator block (mortgage, welcome tax): super title, title, rich-text
 * description and optional call to action above a calm card holding the calculator. The title's id
 * is handed to the calculator so its form is named by it (`aria-labelledby`).
 */
import { useId, type ReactNode } from 'react';
import type { z } from 'zod';
import type { link, localizedText, richText } from '../../../../schema/content';
import { useLocalized } from '../../../runtime/AppContext';
import { Link } from '../../../ui/Link';
import { RichText } from '../../../ui/RichText';
import { headingTag } from '../../../content/_parts/headingTag';
import layout from '../../../content/_parts/layout.module.css';
import styles from './CalculatorSection.module.css';

export interface CalculatorSectionFields {
  super_title?: z.infer<typeof localizedText>;
  main_title: z.infer<typeof localizedText>;
  description?: z.infer<typeof richText>;
  cta?: z.infer<typeof link>;
}

export interface CalculatorSectionProps {
  fields: CalculatorSectionFields;
  /** The block's position on the page (0 carries the page's h1). */
  index: number;
  /** Renders the calculator, given the id of the title that names it. */
  children: (titleId: string) => ReactNode;
}

export function CalculatorSection({ fields, index, children }: CalculatorSectionProps) {
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
        <div className={styles.card}>{children(titleId)}</div>
      </div>
    </section>
  );
}
