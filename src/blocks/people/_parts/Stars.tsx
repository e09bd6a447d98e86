/**
 * Star rating out of 5, rounded to halves (spec 001 §9). One image for assistive technology, named
 * "Rated 4.5 out of 5" / "Note de 4,5 sur 5"; the stars themselves are decorative.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { starFills, starsOutOfFive } from './rating';
import styles from './Stars.module.css';

export interface StarsProps {
  /** Score (0–5, any precision): shown rounded to the nearest half. */
  score: number;
  /** Star size in px (default 18). */
  size?: number;
  className?: string;
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export function Stars({ score, size = 18, className }: StarsProps) {
  const intl = useIntl();
  const gradientId = `${useId()}-half`;
  const rounded = starsOutOfFive(score);
  const label = intl.formatMessage({ id: 'testimonials.stars' }, { score: intl.formatNumber(rounded, { maximumFractionDigits: 1 }) });
  return (
    <span role="img" aria-label={label} className={[styles.stars, className].filter(Boolean).join(' ')} data-stars={rounded}>
      {starFills(score).map((fill, index) => (
        <svg key={index} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-fill={fill} className={styles.star}>
          {fill === 'half' ? (
            <defs>
              <linearGradient id={gradientId}>
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="currentColor" stopOpacity="0.22" />
              </linearGradient>
            </defs>
          ) : null}
          <path d={STAR_PATH} fill={fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${gradientId})` : 'currentColor'} fillOpacity={fill === 'empty' ? 0.22 : 1} />
        </svg>
      ))}
    </span>
  );
}
