/**
 * Contrast of the theme's colour pairs: each pair with a sample, its WCAG 2.1 ratio
 * and a pass mark, or a warning when it is below AA (4.5:1 for text, 3:1 for large text and UI
 * colours). A polite live region announces how many pairs fail as colours change.
 */
import { useIntl } from 'react-intl';
import { formatContrastRatio } from '../../lib/contrast';
import type { ContrastCheck } from './contrastPairs';
import styles from './ContrastReport.module.css';

export interface ContrastReportProps {
  checks: readonly ContrastCheck[];
}

/** The list of checked pairs with warnings for failing ones. */
export function ContrastReport({ checks }: ContrastReportProps) {
  const intl = useIntl();
  const failing = checks.filter((check) => !check.passes).length;
  return (
    <div className={styles.report}>
      <p className={failing ? styles.summaryWarning : styles.summary} role="status" aria-live="polite">
        {failing
          ? intl.formatMessage({ id: 'editor.settings.contrast.failing' }, { count: failing })
          : intl.formatMessage({ id: 'editor.settings.contrast.all-pass' })}
      </p>
      <ul className={styles.list}>
        {checks.map((check) => {
          const pairName = intl.formatMessage({ id: `editor.settings.contrast.pair.${check.id}` });
          const ratio = check.ratio === null ? '—' : formatContrastRatio(check.ratio);
          const threshold = formatContrastRatio(check.threshold);
          return (
            <li key={check.id} className={styles.item} data-contrast-pair={check.id} data-passes={check.passes ? 'true' : 'false'}>
              <span className={styles.sample} style={{ color: check.foregroundHex, background: check.backgroundHex }} aria-hidden="true">
                Aa
              </span>
              <span className={styles.name}>{pairName}</span>
              <span className={styles.ratio}>{ratio}</span>
              {check.passes ? (
                <span className={styles.pass}>{intl.formatMessage({ id: 'editor.settings.contrast.pass' }, { threshold })}</span>
              ) : (
                <span className={styles.warning}>
                  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                    <path d="M8 1.5 15 14H1L8 1.5Z" fill="currentColor" />
                    <path d="M8 6v4M8 11.5v.5" stroke="#fff" strokeWidth="1.5" strokeLinecap="round" />
                  </svg>
                  {intl.formatMessage({ id: 'editor.settings.contrast.warning' }, { pair: pairName, ratio, threshold })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
