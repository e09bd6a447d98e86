/**
 * Script paste preview of the developer test block: a monaco editor (HTML with
 * JavaScript, loaded lazily: monaco downloads only when this tab opens) and a Run button. The
 * preview is an iframe of the sandbox page with `sandbox="allow-scripts"` (no same-origin: the
 * pasted code cannot reach the site, its cookies or the CMS session); each Run reloads a fresh
 * frame and, once it has loaded, sends it the code by `postMessage({ type, html }, '*')` (the
 * sandboxed frame has an opaque origin, hence `'*'`).
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MonacoEditor } from '../../../ui/monaco/MonacoEditor';
import { SCRIPT_PREVIEW_MESSAGE, SCRIPT_SANDBOX_PATH } from '../scriptSandbox';
import styles from '../TestBlock.module.css';

export interface ScriptPreviewTabProps {
  /** The code shown at first (and previewed once when the tab opens). */
  initialCode: string;
}

export function ScriptPreviewTab({ initialCode }: ScriptPreviewTabProps) {
  const intl = useIntl();
  const [code, setCode] = useState(initialCode);
  const [run, setRun] = useState({ id: 0, html: initialCode });
  const message = (id: string) => intl.formatMessage({ id: `blocks.test-block.script.${id}` });

  return (
    <div className={styles.stack}>
      <p className={styles.meta}>{message('help')}</p>
      <div className={styles.previewGrid}>
        <div className={styles.previewPane}>
          <MonacoEditor value={code} language="html" onChange={setCode} height={320} ariaLabel={message('editor-label')} />
          <div className={styles.row}>
            <Button className={styles.button} onPress={() => setRun((previous) => ({ id: previous.id + 1, html: code }))}>
              {message('run')}
            </Button>
          </div>
        </div>
        <iframe
          key={run.id}
          className={styles.previewFrame}
          src={SCRIPT_SANDBOX_PATH}
          sandbox="allow-scripts"
          title={message('frame-title')}
          data-testid="script-preview-frame"
          onLoad={(event) => event.currentTarget.contentWindow?.postMessage({ type: SCRIPT_PREVIEW_MESSAGE, html: run.html }, '*')}
        />
      </div>
    </div>
  );
}
