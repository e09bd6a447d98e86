/**
 * RichTextEditor: HTML editing with tiptap (starter-kit + extension-link): bold, italic, headings
 * h2/h3, bulleted and numbered lists, links. Emits the editor's HTML on every change (the public
 * RichText sanitises it on render anyway). External value changes (undo, copy from the other
 * language) replace the content without emitting.
 */
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Link2, List, ListOrdered } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { useFieldId, useForm, useIssues } from '../FormContext';
import { formText, type FormMessageKey } from '../messages';
import type { FieldPath } from '../path';
import styles from '../forms.module.css';

export interface RichTextEditorProps {
  path: FieldPath;
  label: ReactNode;
  value: string | undefined;
  onChange(html: string): void;
}

/** Compact visible glyphs of the toolbar buttons (their accessible names are the full words). */
const GLYPHS: Partial<Record<FormMessageKey, ReactNode>> = {
  'editor.forms.bold': <strong>B</strong>,
  'editor.forms.italic': <em>I</em>,
  'editor.forms.heading-2': 'H2',
  'editor.forms.heading-3': 'H3',
  'editor.forms.bullet-list': <List size={16} aria-hidden="true" />,
  'editor.forms.ordered-list': <ListOrdered size={16} aria-hidden="true" />,
  'editor.forms.link': <Link2 size={16} aria-hidden="true" />,
};

/** tiptap's HTML for an empty document, stored as ''. */
const EMPTY_HTML = '<p></p>';

/** A labelled rich-text editor with a formatting toolbar. */
export function RichTextEditor({ path, label, value, onChange }: RichTextEditorProps) {
  const { disabled, uiLocale } = useForm();
  const messages = useIssues(path);
  const id = useFieldId(path);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        trailingNode: false,
      }),
      Link.configure({ openOnClick: false, autolink: true }),
    ],
    content: value ?? '',
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(messages.length ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChangeRef.current(html === EMPTY_HTML ? '' : html);
    },
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    const normalised = current === EMPTY_HTML ? '' : current;
    if ((value ?? '') !== normalised) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  useEffect(() => {
    if (!editor) return;
    const attributes: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': `${id}-label`,
    };
    if (messages.length) {
      attributes['aria-invalid'] = 'true';
      attributes['aria-describedby'] = `${id}-error`;
    }
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, id, messages.length]);

  const tool = (key: FormMessageKey, active: boolean, run: () => void) => (
    <Button
      className={`${styles.iconButton} ${styles.toolButton}`}
      aria-pressed={active}
      aria-label={formText(uiLocale, key)}
      isDisabled={disabled || !editor}
      onPress={run}
    >
      <span aria-hidden="true" title={formText(uiLocale, key)}>
        {GLYPHS[key]}
      </span>
    </Button>
  );
  const chain = () => editor!.chain().focus();

  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.editor} data-invalid={messages.length > 0 || undefined}>
        <div role="toolbar" aria-label={formText(uiLocale, 'editor.forms.formatting')} className={styles.toolbar}>
          {tool('editor.forms.bold', Boolean(editor?.isActive('bold')), () => chain().toggleBold().run())}
          {tool('editor.forms.italic', Boolean(editor?.isActive('italic')), () => chain().toggleItalic().run())}
          {tool('editor.forms.heading-2', Boolean(editor?.isActive('heading', { level: 2 })), () =>
            chain().toggleHeading({ level: 2 }).run(),
          )}
          {tool('editor.forms.heading-3', Boolean(editor?.isActive('heading', { level: 3 })), () =>
            chain().toggleHeading({ level: 3 }).run(),
          )}
          {tool('editor.forms.bullet-list', Boolean(editor?.isActive('bulletList')), () => chain().toggleBulletList().run())}
          {tool('editor.forms.ordered-list', Boolean(editor?.isActive('orderedList')), () => chain().toggleOrderedList().run())}
          {tool('editor.forms.link', Boolean(editor?.isActive('link')) || linkOpen, () => {
            setLinkUrl(String(editor?.getAttributes('link').href ?? ''));
            setLinkOpen((open) => !open);
          })}
        </div>
        {linkOpen ? (
          <div className={styles.row} style={{ padding: '0.5rem' }}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the link field the editor just asked for takes the focus */}
            <TextField value={linkUrl} onChange={setLinkUrl} className={styles.field} type="url" autoFocus>
              <Label className={styles.label}>{formText(uiLocale, 'editor.forms.link-prompt')}</Label>
              <Input
                className={styles.input}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    applyLink();
                  }
                }}
              />
            </TextField>
            <Button className={styles.button} onPress={applyLink}>
              {formText(uiLocale, 'editor.forms.link')}
            </Button>
            <Button
              className={styles.button}
              onPress={() => {
                chain().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
            >
              {formText(uiLocale, 'editor.forms.unlink')}
            </Button>
          </div>
        ) : null}
        <EditorContent editor={editor} className={styles.editorContent} />
      </div>
      {messages.length ? (
        <p id={`${id}-error`} className={styles.error}>
          {messages.join(' ')}
        </p>
      ) : null}
    </div>
  );

  function applyLink() {
    if (!editor) return;
    const href = linkUrl.trim();
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  }
}
