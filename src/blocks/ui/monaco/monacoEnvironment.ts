/**
 * Local, offline monaco setup (STACK-NOTES "Monaco"): tells `@monaco-editor/react` to use the
 * bundled `monaco-editor` (never a CDN) and gives monaco its web workers as Vite `?worker` chunks.
 *
 * Import this module only from the lazily loaded {@link MonacoEditorImpl}: importing it pulls the
 * whole editor. Workers are created on demand by monaco (the 6.9 MB TypeScript worker only when a
 * JavaScript model needs it), and every file is served by our own origin.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import CssWorker from 'monaco-editor/language/css/css.worker?worker';
import HtmlWorker from 'monaco-editor/language/html/html.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import TsWorker from 'monaco-editor/language/typescript/ts.worker?worker';

/** Worker constructor for a monaco language label (`json`, `css`, `html`, `typescript`...). */
export function createMonacoWorker(label: string): Worker {
  switch (label) {
    case 'json':
      return new JsonWorker();
    case 'css':
    case 'scss':
    case 'less':
      return new CssWorker();
    case 'html':
    case 'handlebars':
    case 'razor':
      return new HtmlWorker();
    case 'typescript':
    case 'javascript':
      return new TsWorker();
    default:
      return new EditorWorker();
  }
}

let configured = false;

/** Idempotent: installs `self.MonacoEnvironment.getWorker` and `loader.config({ monaco })`. */
export function configureMonaco(): void {
  if (configured) return;
  configured = true;
  (self as unknown as { MonacoEnvironment: { getWorker(workerId: string, label: string): Worker } }).MonacoEnvironment = {
    getWorker: (_workerId: string, label: string) => createMonacoWorker(label),
  };
  loader.config({ monaco });
}
