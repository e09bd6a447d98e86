/**
 * Preview at a breakpoint width: an iframe of the real public page (its document has
 * the viewport meta `width=device-width, initial-scale=1`, so media queries and carousels behave
 * as on a device of that width), centred, scaled down when wider than the available space.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './PreviewFrame.module.css';

export interface PreviewFrameProps {
  /** Public URL (path and query). */
  src: string;
  /** Viewport width (px). */
  width: number;
  /** Bumped to reload the iframe (after a publish). */
  reloadKey?: number;
}

export function PreviewFrame({ src, width, reloadKey = 0 }: PreviewFrameProps) {
  const intl = useIntl();
  const host = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const measure = () => setScale(Math.min(1, (element.clientWidth - 48) / width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div ref={host} className={styles.host}>
      <p className={styles.note}>{intl.formatMessage({ id: 'editor.preview.note' })}</p>
      <div className={styles.stage} style={{ width: width * scale }}>
        <iframe
          key={`${src}-${reloadKey}`}
          className={styles.frame}
          src={src}
          title={intl.formatMessage({ id: 'editor.preview.frame' }, { px: width })}
          style={{ width, transform: `scale(${scale})`, height: `calc((100vh - 160px) / ${scale})` }}
        />
      </div>
    </div>
  );
}
