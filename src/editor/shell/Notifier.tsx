/**
 * Short editor notifications ("Block copied", "Page published"...): a polite live region and a
 * toast that fades after 4 s.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './Notifier.module.css';

export interface NotifierState {
  message: { text: string; id: number } | null;
  notify(text: string): void;
}

/** Notification state for one editor screen. */
export function useNotifier(): NotifierState {
  const [message, setMessage] = useState<{ text: string; id: number } | null>(null);
  const counter = useRef(0);
  const notify = useCallback((text: string) => {
    counter.current += 1;
    setMessage({ text, id: counter.current });
  }, []);
  return { message, notify };
}

/** Renders the current notification. */
export function Notifier({ state }: { state: NotifierState }) {
  const [visible, setVisible] = useState<{ text: string; id: number } | null>(null);
  useEffect(() => {
    if (!state.message) return;
    setVisible(state.message);
    const timer = setTimeout(() => setVisible(null), 4000);
    return () => clearTimeout(timer);
  }, [state.message]);
  return (
    <div className={styles.region} role="status" aria-live="polite" data-editor-notice>
      {visible ? (
        <p key={visible.id} className={styles.toast}>
          {visible.text}
        </p>
      ) : null}
    </div>
  );
}
