/**
 * Publish refused (every block is validated first): the invalid blocks with their zod issues, each with a button that selects the block,
 * opens its edit panel and scrolls the canvas to it.
 */
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../lib/locales';
import { blockLabel } from '../lib/blockLabel';
import type { PageBlockProblem } from '../lib/validatePage';
import styles from '../shell/dialogs.module.css';

export interface PublishCheckDialogProps {
  problems: PageBlockProblem[] | null;
  uiLocale: Locale;
  onJump(problem: PageBlockProblem): void;
  onClose(): void;
}

export function PublishCheckDialog({ problems, uiLocale, onJump, onClose }: PublishCheckDialogProps) {
  const intl = useIntl();
  return (
    <ModalOverlay isOpen={problems !== null} isDismissable onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} data-publish-check>
          <Heading slot="title" className={styles.title}>
            <FormattedMessage id="editor.publishCheck.title" />
          </Heading>
          <p>
            <FormattedMessage id="editor.publishCheck.body" />
          </p>
          <ul className={styles.problems}>
            {(problems ?? []).map((problem) => (
              <li key={`${problem.index}-${problem.blockType}`}>
                <Button className={styles.link} onPress={() => onJump(problem)}>
                  {intl.formatMessage({ id: 'editor.publishCheck.jump' }, { position: problem.index + 1, name: blockLabel(problem.blockType, uiLocale) })}
                </Button>
                <ul>
                  {problem.issues.map((issue, position) => (
                    <li key={position}>
                      <code>{issue.path.join('.')}</code> — {issue.message}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button className={styles.secondary} onPress={onClose}>
              <FormattedMessage id="editor.publishCheck.close" />
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
