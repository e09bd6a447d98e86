/**
 * Language warning modal (spec 000 §2 "Language warning modal: title, message, a redirect button
 * and a cancel button"; spec 001 §4 "Blog post"): shown instead of switching language when the
 * page (a blog post) has no content in the other language. The redirect button goes to the other
 * language's blog archive (and remembers the language choice); cancel closes it and the visitor
 * stays on the page.
 */
import { useIntl } from 'react-intl';
import { LOCALE_ISO, type Locale } from '../../lib/locales';
import { BLOG_PATH } from '../../schema/blogValues';
import { useNavigation } from '../runtime/navigation';
import { setLocaleCookie } from './localeSwitch';
import { Modal } from './Modal';
import styles from './LanguageWarningModal.module.css';

export interface LanguageWarningModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The language the visitor asked for. */
  target: Locale;
}

export function LanguageWarningModal({ isOpen, onClose, target }: LanguageWarningModalProps) {
  const intl = useIntl();
  const { Link: InternalLink } = useNavigation();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={intl.formatMessage({ id: 'blog.language-warning.title' })} scrollLockName="language-warning">
      <p className={styles.message}>{intl.formatMessage({ id: 'blog.language-warning.message' })}</p>
      <div className={styles.actions}>
        <InternalLink
          to={BLOG_PATH[target]}
          hrefLang={LOCALE_ISO[target]}
          className={styles.primary}
          onClick={() => {
            setLocaleCookie(target);
            onClose();
          }}
        >
          {intl.formatMessage({ id: 'blog.language-warning.back' })}
        </InternalLink>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {intl.formatMessage({ id: 'blog.language-warning.cancel' })}
        </button>
      </div>
    </Modal>
  );
}
