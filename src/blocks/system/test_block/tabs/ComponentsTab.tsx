/**
 * Components tab of the developer test block: buttons (sizes, outline, disabled), success and
 * failure toast triggers (success closes after 5 s, spec 000 §9), a modal trigger (the shared
 * accessible Modal) and every icon of the icon set with its name.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useAppContext, useLocalized } from '../../../runtime/AppContext';
import { Icon, ICONS } from '../../../ui/Icon';
import { Link } from '../../../ui/Link';
import { Modal } from '../../../ui/Modal';
import { RichText } from '../../../ui/RichText';
import { buttonLink, feedbackSamples, sectionTitles } from '../samples';
import styles from '../TestBlock.module.css';

export function ComponentsTab() {
  const intl = useIntl();
  const localize = useLocalized();
  const { stores } = useAppContext();
  const [modalOpen, setModalOpen] = useState(false);
  const label = (id: string) => intl.formatMessage({ id: `blocks.test-block.components.${id}` });

  const showSuccess = () =>
    stores.toast.getState().show({ kind: 'success', title: localize(feedbackSamples.successTitle) ?? '', lines: [], countdownS: 5 });
  const showFailure = () =>
    stores.toast.getState().show({
      kind: 'failure',
      title: localize(feedbackSamples.failureTitle) ?? '',
      lines: feedbackSamples.failureLines.map((line) => localize(line) ?? ''),
    });

  return (
    <div className={styles.stack}>
      <section className={styles.group}>
        <h3 className={styles.groupTitle}>{localize(sectionTitles.buttons)}</h3>
        <div className={styles.row}>
          <Link value={buttonLink} size="sm" />
          <Link value={buttonLink} size="md" />
          <Link value={buttonLink} size="lg" />
          <Link value={buttonLink} appearance="button-outline" />
          <Button className={styles.button} isDisabled>
            {label('disabled')}
          </Button>
        </div>
      </section>
      <section className={styles.group}>
        <h3 className={styles.groupTitle}>{localize(sectionTitles.feedback)}</h3>
        <div className={styles.row}>
          <Button className={styles.button} onPress={showSuccess}>
            {label('toast-success')}
          </Button>
          <Button className={styles.buttonOutline} onPress={showFailure}>
            {label('toast-failure')}
          </Button>
          <Button className={styles.buttonOutline} onPress={() => setModalOpen(true)} aria-haspopup="dialog">
            {label('open-modal')}
          </Button>
        </div>
        <Modal isOpen={modalOpen} onClose={() => setModalOpen(false)} title={localize(feedbackSamples.modalTitle)} scrollLockName="test-block">
          <RichText value={feedbackSamples.modalBody} />
        </Modal>
      </section>
      <section className={styles.group}>
        <h3 className={styles.groupTitle}>{localize(sectionTitles.icons)}</h3>
        <ul className={styles.iconGrid}>
          {Object.keys(ICONS).map((name) => (
            <li key={name} className={styles.iconCell}>
              <Icon value={name} size={24} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
