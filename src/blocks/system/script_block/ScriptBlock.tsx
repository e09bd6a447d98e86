/**
 * Script block (spec 001 §2 "Script block", §9 "padding multipliers 0.5, 0.75, 1").
 *
 * Inserts the admin-authored HTML of `content` (active locale, fr fallback) and runs its scripts in
 * the browser only: the markup is rendered without `<script>` elements (server and browser alike),
 * then each script is recreated on mount with the page's CSP nonce, once per content (a re-render
 * never re-runs it; changed content in QA mode runs the new scripts).
 * `frontend_only` renders nothing on the server (and during hydration), then the block in the browser.
 * Padding: `padding_top/right/bottom/left` px, exposed as `--script-padding-*` custom properties and
 * scaled by the CSS (×0.5 up to large, ×0.75 up to extra-large, ×1 above; spec 000 §9 breakpoints).
 * Admin-only to create or change: enforced by the CMS API, not here.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore, type CSSProperties } from 'react';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import type { scriptBlockFields, scriptBlockParams } from './schema';
import { runScripts } from './runScripts';
import { splitScripts } from './splitScripts';
import styles from './ScriptBlock.module.css';

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once running in the browser. */
function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function ScriptBlock({ fields }: BlockProps<typeof scriptBlockFields, typeof scriptBlockParams>) {
  const localize = useLocalized();
  const isClient = useIsClient();
  const html = localize(fields.content) ?? '';
  const { markup, scripts } = useMemo(() => splitScripts(html), [html]);
  const containerRef = useRef<HTMLDivElement>(null);
  const ranFor = useRef<string | null>(null);
  const hidden = fields.frontend_only && !isClient;

  useEffect(() => {
    const container = containerRef.current;
    if (!container || ranFor.current === html) return;
    ranFor.current = html;
    runScripts(container, scripts);
  }, [html, scripts, hidden]);

  if (hidden) return null;

  const style = {
    '--script-padding-top': `${fields.padding_top}px`,
    '--script-padding-right': `${fields.padding_right}px`,
    '--script-padding-bottom': `${fields.padding_bottom}px`,
    '--script-padding-left': `${fields.padding_left}px`,
  } as CSSProperties;

  return (
    <div className={styles.section} style={style} data-testid="script-block">
      <div ref={containerRef} className={styles.content} dangerouslySetInnerHTML={{ __html: markup }} />
    </div>
  );
}
