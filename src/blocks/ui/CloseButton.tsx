/**
 * The round "×" close button of modals, toasts and panels. Its accessible name is `common.close`
 * in the active locale.
 *
 * @param size `md` 36 px (toasts), `lg` 44 px (modals, a comfortable touch target)
 */
import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import styles from './CloseButton.module.css';

export interface CloseButtonProps {
  onPress: () => void;
  size?: 'md' | 'lg';
  className?: string;
}

export function CloseButton({ onPress, size = 'md', className }: CloseButtonProps) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={[styles.close, styles[size], className].filter(Boolean).join(' ')}
      onClick={onPress}
      aria-label={intl.formatMessage({ id: 'common.close' })}
    >
      <X aria-hidden="true" focusable="false" />
    </button>
  );
}
