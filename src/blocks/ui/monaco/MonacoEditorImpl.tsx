/**
 * The real monaco editor behind {@link MonacoEditor} (lazy chunk: monaco, its CSS and its workers
 * are bundled locally and load only when this module is imported). Controlled: `value` in,
 * `onChange(text)` out; `height` in px; `ariaLabel` names the code area; `readOnly` disables edits.
 * Used for `code` fields (site scripts, script blocks) and the script paste preview.
 */
import Editor from '@monaco-editor/react';
import { useIntl } from 'react-intl';
import { configureMonaco } from './monacoEnvironment';
import { MonacoLoading } from './MonacoLoading';
import { DEFAULT_MONACO_HEIGHT, type MonacoEditorProps } from './types';
import styles from './MonacoEditor.module.css';

configureMonaco();

export default function MonacoEditorImpl({ value, language, onChange, height = DEFAULT_MONACO_HEIGHT, ariaLabel, readOnly = false }: MonacoEditorProps) {
  const intl = useIntl();
  return (
    <div className={styles.frame} data-testid="monaco-editor" data-language={language}>
      <Editor
        value={value}
        language={language}
        height={`${height}px`}
        theme="vs"
        loading={<MonacoLoading height={height} />}
        onChange={(next) => onChange(next ?? '')}
        options={{
          ariaLabel,
          readOnly,
          domReadOnly: readOnly,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          automaticLayout: true,
          wordWrap: 'on',
          tabSize: 2,
          fontSize: 13,
          lineHeight: 20,
          padding: { top: 12, bottom: 12 },
          renderLineHighlight: 'line',
          accessibilitySupport: 'auto',
          fixedOverflowWidgets: true,
        }}
      />
      <p className={styles.hint}>
        {intl.formatMessage({
          id: 'editor.monaco.tab-hint',
          defaultMessage: 'Press Ctrl+M (Ctrl+Shift+M on Mac) so that Tab moves the focus out of the editor.',
        })}
      </p>
    </div>
  );
}
