/**
 * The progress bar of a multi-step form (spec 001 §2): an accessible `progressbar` whose value text
 * reads "Step 2 of 6" / « Étape 2 sur 6 ».
 */
import { useIntl } from 'react-intl';
import { ProgressBar } from 'react-aria-components';
import styles from './multiStep.module.css';

export function StepProgress({ step, stepCount }: { step: number; stepCount: number }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'lead-form.progress' }, { step, count: stepCount });
  return (
    <ProgressBar className={styles.progress} value={step} minValue={0} maxValue={stepCount} valueLabel={text} aria-label={intl.formatMessage({ id: 'lead-form.progress-label' })}>
      {({ percentage }) => (
        <>
          <span className={styles.progressText} aria-hidden="true">
            {text}
          </span>
          <div className={styles.progressTrack}>
            <div className={styles.progressFill} style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
