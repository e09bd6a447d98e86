/**
 * Name and banner colour of a content variant (spec 000 §3
 * `variant (name, color, id)`): creates a variant from the page's current content, or renames /
 * recolours the edited one. Name 1–60 characters, colour `#rrggbb` (colour picker plus hex field);
 * server field errors (422) show under their field.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { CmsApiError } from '../../api/cmsApi';
import dialogs from '../shell/dialogs.module.css';
import styles from './VariantMenu.module.css';

export interface VariantDialogProps {
  /** `create`: a new variant from the page; `edit`: rename/recolour the edited one. */
  mode: 'create' | 'edit';
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** Initial values (edit mode). */
  initial?: { name: string; color: string };
  /** Saves; rejects with a CmsApiError (422 field messages are shown). */
  onSubmit(values: { name: string; color: string }): Promise<void>;
}

const DEFAULT_COLOR = '#b8894a';
const HEX = /^#[0-9a-fA-F]{6}$/;

export function VariantDialog({ mode, isOpen, onOpenChange, initial, onSubmit }: VariantDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [color, setColor] = useState(DEFAULT_COLOR);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setName(initial?.name ?? '');
    setColor(initial?.color ?? DEFAULT_COLOR);
    setErrors({});
    setFailure(null);
  }, [isOpen, initial?.name, initial?.color]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local: Record<string, string[]> = {};
    if (!name.trim()) local.name = [intl.formatMessage({ id: 'editor.variants.dialog.nameRequired' })];
    else if (name.trim().length > 60) local.name = [intl.formatMessage({ id: 'editor.variants.dialog.nameTooLong' })];
    if (!HEX.test(color.trim())) local.color = [intl.formatMessage({ id: 'editor.variants.dialog.colorInvalid' })];
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await onSubmit({ name: name.trim(), color: color.trim().toLowerCase() });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof CmsApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      setFailure(intl.formatMessage({ id: 'editor.variants.dialog.failed' }) + (error instanceof Error ? ` ${error.message}` : ''));
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (field: string, help?: string) => (errors[field] ? `variant-${field}-error` : help);

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={dialogs.overlay}>
      <Modal className={dialogs.modal}>
        <Dialog className={dialogs.dialog} data-variant-dialog={mode}>
          <Heading slot="title" className={dialogs.title}>
            <FormattedMessage id={mode === 'create' ? 'editor.variants.dialog.createTitle' : 'editor.variants.dialog.editTitle'} />
          </Heading>
          <form onSubmit={submit} className={dialogs.dialog} style={{ padding: 0 }} noValidate>
            {mode === 'create' ? (
              <p id="variant-create-help" className={dialogs.help}>
                <FormattedMessage id="editor.variants.dialog.createHelp" />
              </p>
            ) : null}
            <div className={dialogs.field}>
              <label htmlFor="variant-name">{intl.formatMessage({ id: 'editor.variants.dialog.name' })}</label>
              <input
                id="variant-name"
                name="name"
                required
                maxLength={60}
                value={name}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (WAI-ARIA dialog pattern)
                autoFocus
                onChange={(event) => setName(event.target.value)}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describedBy('name', mode === 'create' ? 'variant-create-help' : undefined)}
              />
              {errors.name ? (
                <span id="variant-name-error" className={dialogs.error}>
                  {errors.name.join(' ')}
                </span>
              ) : null}
            </div>
            <div className={dialogs.field}>
              <label htmlFor="variant-color">{intl.formatMessage({ id: 'editor.variants.dialog.color' })}</label>
              <div className={styles.colorRow}>
                <input
                  type="color"
                  className={styles.colorWell}
                  value={HEX.test(color) ? color.toLowerCase() : DEFAULT_COLOR}
                  onChange={(event) => setColor(event.target.value)}
                  aria-label={intl.formatMessage({ id: 'editor.variants.dialog.colorPicker' })}
                />
                <input
                  id="variant-color"
                  name="color"
                  required
                  value={color}
                  spellCheck={false}
                  onChange={(event) => setColor(event.target.value)}
                  aria-invalid={errors.color ? true : undefined}
                  aria-describedby={describedBy('color')}
                />
              </div>
              {errors.color ? (
                <span id="variant-color-error" className={dialogs.error}>
                  {errors.color.join(' ')}
                </span>
              ) : null}
            </div>
            {failure ? (
              <p className={dialogs.error} role="alert">
                {failure}
              </p>
            ) : null}
            <div className={dialogs.actions}>
              <Button className={dialogs.secondary} onPress={() => onOpenChange(false)}>
                <FormattedMessage id="editor.variants.dialog.cancel" />
              </Button>
              <Button type="submit" className={dialogs.primary} isDisabled={busy}>
                <FormattedMessage id={mode === 'create' ? 'editor.variants.dialog.create' : 'editor.variants.dialog.save'} />
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
