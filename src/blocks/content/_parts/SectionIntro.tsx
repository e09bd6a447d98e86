/**
 * The intro of a content block (spec 001 §3 common fields): super title, main title (the page's h1
 * when the block comes first, else h2), rich-text description and calls to action, aligned left,
 * centre or right. The block chooses the wrapper element and its own spacing class.
 */
import type { ReactNode } from 'react';
import type { LinkValue, LocalizedText } from '../../../schema/content';
import { useLocalized } from '../../runtime/AppContext';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { headingTag } from './headingTag';
import layout from './layout.module.css';

const ALIGN = { left: layout.alignLeft, center: layout.alignCenter, right: layout.alignRight };

export interface SectionIntroProps {
  superTitle?: LocalizedText;
  title: LocalizedText;
  description?: { fr?: string; en?: string };
  /** Calls to action, in order (none → no actions row). */
  ctas?: LinkValue[];
  /** The block's position in its list: 0 makes the title the page's h1. */
  index: number;
  align?: 'left' | 'center' | 'right';
  /** Wrapper element (default div). */
  as?: 'div' | 'header';
  className?: string;
  /** Class of the description (spacing under the title). */
  descriptionClassName?: string;
  children?: ReactNode;
}

export function SectionIntro({ superTitle, title, description, ctas = [], index, align = 'left', as: Tag = 'div', className, descriptionClassName, children }: SectionIntroProps) {
  const localize = useLocalized();
  const Title = headingTag(index);
  const overline = localize(superTitle);
  return (
    <Tag className={[ALIGN[align], className].filter(Boolean).join(' ')} data-align={align}>
      {overline ? <p className={layout.superTitle}>{overline}</p> : null}
      <Title className={layout.title}>{localize(title)}</Title>
      <RichText value={description} size="lead" className={[layout.description, descriptionClassName].filter(Boolean).join(' ')} />
      {ctas.length > 0 ? (
        <div className={layout.actions}>
          {ctas.map((cta, position) => (
            <Link key={position} value={cta} />
          ))}
        </div>
      ) : null}
      {children}
    </Tag>
  );
}
