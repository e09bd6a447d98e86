/**
 * Property iframe (spec 001 §2, §3, §9): embeds the external listing tool of `core_data.iframeUrl`
 * (active locale) with its query parameters and the current page URL as `shareUrl`. The frame is
 * sandboxed, titled and lazy; it is created after hydration (the page URL is only known in the
 * browser) in a box of the default height. Its height follows `{event: 'height', data: px}`
 * messages accepted only from the frame URL's origin and that frame's own window, clamped to
 * 200–10 000 px. From a window width of 1500 px the block switches to its wide layout, overlapping
 * the next block by 90 px.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocale, useLocalized } from '../../runtime/AppContext';
import { RichText } from '../../ui/RichText';
import { headingTag } from '../../content/_parts/headingTag';
import layout from '../../content/_parts/layout.module.css';
import { buildIframeSrc, heightFromMessage, IFRAME_DEFAULT_HEIGHT } from './iframeMessages';
import type { propertyIframeFields, propertyIframeParams } from './schema';
import styles from './PropertyIframeBlock.module.css';

export function PropertyIframeBlock({ fields, params, index }: BlockProps<typeof propertyIframeFields, typeof propertyIframeParams>) {
  const intl = useIntl();
  const locale = useLocale();
  const localize = useLocalized();
  const Heading = headingTag(index);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [height, setHeight] = useState(IFRAME_DEFAULT_HEIGHT);
  const iframeUrl = localize(params.core_data?.iframeUrl);
  // Compared by value: a new object with the same parameters must not reload the frame.
  const queryKey = JSON.stringify(params.core_data?.iframeQueryParams ?? {});
  const title = localize(fields.main_title);

  useEffect(() => {
    setSrc(buildIframeSrc(iframeUrl, JSON.parse(queryKey) as Record<string, string>, window.location.href));
  }, [iframeUrl, queryKey, locale]);

  useEffect(() => {
    if (!src) return undefined;
    const origin = new URL(src).origin;
    const onMessage = (event: MessageEvent) => {
      const next = heightFromMessage(event, origin, frameRef.current?.contentWindow);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src]);

  if (!iframeUrl) return null;
  return (
    <section className={[layout.section, styles.section].join(' ')} data-testid="property-iframe-block">
      <div className={styles.inner}>
        {title ? <Heading className={[layout.title, styles.title].join(' ')}>{title}</Heading> : null}
        <RichText value={fields.description} size="lead" className={[layout.description, styles.description].join(' ')} />
        <div className={styles.frameBox} style={{ height }}>
          {src ? (
            <iframe
              ref={frameRef}
              className={styles.frame}
              src={src}
              title={title || intl.formatMessage({ id: 'property-iframe.title' })}
              loading="lazy"
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
              referrerPolicy="strict-origin-when-cross-origin"
              style={{ height }}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
