/**
 * Toast notifications (spec 000 §2 "Modals and toast", §4 "Contact form", §9 "Contact toast
 * countdown 5 s").
 *
 * Renders the toasts of the per-router `stores.toast` in two persistent live regions (present in
 * the server HTML so screen readers pick up what is added later): successes are announced
 * politely (`role="status"`), failures assertively (`role="alert"`).
 *
 * - A success toast with `countdownS` shows "This message will close in N seconds" and closes by
 *   itself when the countdown ends (1 s steps). The countdown pauses while the pointer is over the
 *   toast or focus is inside it (WCAG 2.2.1), and resumes from where it was.
 * - A failure toast lists its lines and stays until closed.
 * - Every toast has a close button (`common.close`); Escape inside a toast closes it too.
 * - `toast.onClose` is called exactly once, whichever way the toast closes (button, Escape,
 *   countdown).
 *
 * The viewport is marked `data-react-aria-top-layer` so a toast shown over the contact modal is
 * neither hidden from screen readers nor treated as a click outside the modal.
 *
 * Rendered once per page by the renderer.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { CloseButton } from './CloseButton';
import { useAppContext } from '../runtime/AppContext';
import type { Toast } from '../runtime/stores';
import styles from './Toasts.module.css';

/** Interval of the countdown, in ms. */
const TICK_MS = 1000;

export function Toasts() {
  const { stores } = useAppContext();
  const toasts = useStore(stores.toast, (state) => state.toasts);
  const successes = toasts.filter((toast) => toast.kind === 'success');
  const failures = toasts.filter((toast) => toast.kind === 'failure');
  return (
    // data-react-aria-top-layer: stays visible and clickable while a react-aria modal is open.
    <div className={styles.viewport} data-react-aria-top-layer="true">
      <div role="status" aria-live="polite" className={styles.region}>
        {successes.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className={styles.region}>
        {failures.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const intl = useIntl();
  const { stores } = useAppContext();
  const [remainingS, setRemainingS] = useState(toast.countdownS);
  const [paused, setPaused] = useState({ hover: false, focus: false });
  const closedRef = useRef(false);

  const close = () => {
    if (closedRef.current) return;
    closedRef.current = true;
    stores.toast.getState().close(toast.id);
    toast.onClose?.();
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  const isPaused = paused.hover || paused.focus;
  useEffect(() => {
    if (remainingS === undefined || isPaused) return;
    if (remainingS <= 0) {
      closeRef.current();
      return;
    }
    const timer = setTimeout(() => setRemainingS((s) => (s ?? 0) - 1), TICK_MS);
    return () => clearTimeout(timer);
  }, [remainingS, isPaused]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  const success = toast.kind === 'success';
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hovering or focusing a message pauses its timer; Escape from its button dismisses it
    <div
      className={styles.toast}
      data-kind={toast.kind}
      data-paused={isPaused || undefined}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setPaused((p) => ({ ...p, hover: true }))}
      onPointerLeave={() => setPaused((p) => ({ ...p, hover: false }))}
      onFocus={() => setPaused((p) => ({ ...p, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused((p) => ({ ...p, focus: false }));
      }}
    >
      <Icon className={styles.icon} aria-hidden="true" focusable="false" />
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.lines.length === 1 && <p className={styles.line}>{toast.lines[0]}</p>}
        {toast.lines.length > 1 && (
          <ul className={styles.lines}>
            {toast.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
        {remainingS !== undefined && (
          <p className={styles.countdown}>
            {intl.formatMessage(
              { id: 'contact-form.message.success.countdown' },
              { seconds: Math.max(0, remainingS) },
            )}
          </p>
        )}
      </div>
      <CloseButton onPress={close} className={styles.close} />
      {toast.countdownS !== undefined && (
        <span
          className={styles.progress}
          aria-hidden="true"
          style={{ animationDuration: `${toast.countdownS}s` }}
        />
      )}
    </div>
  );
}
