/** Languages the Vitrine code fields use. */
export type MonacoLanguage = 'html' | 'javascript' | 'css' | 'json';

/**
 * Props of {@link MonacoEditor}.
 * - `value`: the code (controlled); `onChange(v)` gets the whole new text on every edit.
 * - `height`: editor height in px (default 320).
 * - `ariaLabel`: accessible name of the code area (required: screen readers announce it).
 * - `readOnly`: shows the code without allowing edits.
 */
export interface MonacoEditorProps {
  value: string;
  language: MonacoLanguage;
  onChange(value: string): void;
  height?: number;
  ariaLabel: string;
  readOnly?: boolean;
}

/** Default editor height in px. */
export const DEFAULT_MONACO_HEIGHT = 320;
