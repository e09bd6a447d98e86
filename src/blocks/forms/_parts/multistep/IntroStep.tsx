/**
 * Step 0 of a multi-step form (spec 001 §2 "Step 0 is an intro with badge, title, description and a
 * start button"; §4 "the start button is disabled until municipalities and a captcha site key are
 * loaded"). While it waits, a short status line says why.
 */
import { ArrowRight, LoaderCircle } from 'lucide-react';
import { Button } from 'react-aria-components';
import type { ReactNode } from 'react';
import styles from './multiStep.module.css';

export interface IntroStepProps {
  badge?: string;
  /** The block's main title, as the page outline wants it (h1 on the first block, else h2). */
  title: ReactNode;
  description?: ReactNode;
  startLabel: string;
  ready: boolean;
  /** Shown while not ready: loading, captcha missing or municipalities failed (with a retry). */
  status?: ReactNode;
  onStart(): void;
}

export function IntroStep({ badge, title, description, startLabel, ready, status, onStart }: IntroStepProps) {
  return (
    <div className={styles.intro}>
      {badge ? <p className={styles.badge}>{badge}</p> : null}
      {title}
      {description}
      <div className={styles.introActions}>
        <Button className={styles.primary} isDisabled={!ready} onPress={onStart}>
          {startLabel}
          {ready ? <ArrowRight aria-hidden="true" /> : <LoaderCircle className={styles.spinner} aria-hidden="true" />}
        </Button>
        {!ready && status ? (
          <div className={styles.introStatus} role="status">
            {status}
          </div>
        ) : null}
      </div>
    </div>
  );
}
