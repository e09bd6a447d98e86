/**
 * A testimony cut after a number of lines (spec 001 §9: brokers testimony 7 lines, card testimony
 * 10 lines) with, when the text is cut, a "Read the full testimony" button opening
 * {@link TestimonyModal}. The clamp is CSS (`-webkit-line-clamp`), so the server page already
 * shows the cut text; the button appears once the browser has measured an overflow.
 */
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ImageValue } from '../../../schema/content';
import { TestimonyModal } from './TestimonyModal';
import { useOverflow } from './useOverflow';
import styles from './people.module.css';

export interface ClampedTestimonyProps {
  text: string;
  /** Lines shown before the cut. */
  lines: number;
  name: string;
  subtitle?: string;
  avatar?: ImageValue | null;
  footer?: ReactNode;
  className?: string;
}

export function ClampedTestimony({ text, lines, name, subtitle, avatar, footer, className }: ClampedTestimonyProps) {
  const intl = useIntl();
  const ref = useRef<HTMLQuoteElement>(null);
  const overflowing = useOverflow(ref, text);
  const [open, setOpen] = useState(false);
  return (
    <>
      <blockquote
        ref={ref}
        className={[styles.clamped, className].filter(Boolean).join(' ')}
        style={{ '--clamp-lines': lines } as CSSProperties}
        data-clamp-lines={lines}
      >
        {text}
      </blockquote>
      {overflowing ? (
        <button type="button" className={styles.textButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {intl.formatMessage({ id: 'testimonials.read-full' })}
          <span className={styles.srOnly}> — {name}</span>
        </button>
      ) : null}
      <TestimonyModal isOpen={open} onClose={() => setOpen(false)} name={name} subtitle={subtitle} avatar={avatar} text={text} footer={footer} />
    </>
  );
}
