/**
 * Responsive tab of the developer test block: the current breakpoint name (xs…xxxxl) and window
 * width in px, updated live on resize, and the spec's breakpoint table with the active row marked.
 * On the server (width unknown) it shows a dash until the browser takes over.
 */
import { useIntl } from 'react-intl';
import { useLocalized } from '../../../runtime/AppContext';
import { BREAKPOINTS, breakpointFor } from '../../../../lib/breakpoints';
import { useWindowWidth } from '../breakpoints';
import { sectionTitles } from '../samples';
import styles from '../TestBlock.module.css';

export function BreakpointsTab() {
  const intl = useIntl();
  const localize = useLocalized();
  const width = useWindowWidth();
  const current = width === null ? null : breakpointFor(width);
  return (
    <div className={styles.stack}>
      <div className={styles.breakpointCard}>
        <span className={styles.meta}>{intl.formatMessage({ id: 'blocks.test-block.responsive.current' })}</span>
        <output className={styles.breakpointName} aria-live="polite" data-testid="current-breakpoint">
          {current ?? '—'}
        </output>
        {width !== null ? (
          <span className={styles.meta}>{intl.formatMessage({ id: 'blocks.test-block.responsive.width' }, { width })}</span>
        ) : null}
      </div>
      <section className={styles.group}>
        <h3 className={styles.groupTitle}>{localize(sectionTitles.breakpoints)}</h3>
        <ol className={styles.breakpointList}>
          {BREAKPOINTS.map((breakpoint) => (
            <li
              key={breakpoint.name}
              className={breakpoint.name === current ? styles.breakpointActive : undefined}
              aria-current={breakpoint.name === current ? 'true' : undefined}
            >
              <strong>{breakpoint.name}</strong>
              <span>{intl.formatMessage({ id: 'blocks.test-block.responsive.from' }, { min: breakpoint.min })}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
