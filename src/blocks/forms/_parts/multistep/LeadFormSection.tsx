/**
 * The section around a multi-step lead form block: the block's colour scheme background, a centred
 * card (max 820 px) with generous padding. The form is the child.
 */
import type { ReactNode } from 'react';
import layout from '../../../content/_parts/layout.module.css';
import styles from './LeadFormSection.module.css';

export function LeadFormSection({ children, formType }: { children: ReactNode; formType: string }) {
  return (
    <section className={layout.section} data-lead-form={formType}>
      <div className={`${layout.inner} ${styles.inner}`}>
        <div className={styles.card}>{children}</div>
      </div>
    </section>
  );
}
