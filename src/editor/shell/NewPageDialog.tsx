/**
 * "New page": title and path in French and
 * English, created with `POST /api/cms/pages` (empty draft, unpublished). Server field errors
 * (422: bad or duplicate paths) show under their field.
 */
import { useState, type FormEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { CmsApiError, type CmsApi } from '../../api/cmsApi';
import styles from './dialogs.module.css';

export interface NewPageDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  api: CmsApi;
  /** Called with the new page's id. */
  onCreated(id: string): void;
}

const FIELDS = [
  ['title.fr', 'editor.newPage.titleFr'],
  ['title.en', 'editor.newPage.titleEn'],
  ['paths.fr', 'editor.newPage.pathFr'],
  ['paths.en', 'editor.newPage.pathEn'],
] as const;

export function NewPageDialog({ isOpen, onOpenChange, api, onCreated }: NewPageDialogProps) {
  const intl = useIntl();
  const [values, setValues] = useState<Record<string, string>>({ 'title.fr': '', 'title.en': '', 'paths.fr': '/fr/', 'paths.en': '/en/' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const page = await api.createPage({
        title: { fr: values['title.fr'].trim(), en: values['title.en'].trim() },
        paths: { fr: values['paths.fr'].trim(), en: values['paths.en'].trim() },
      });
      onOpenChange(false);
      onCreated(page.id!);
    } catch (error) {
      if (error instanceof CmsApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      setFailure(error instanceof CmsApiError ? error.message : intl.formatMessage({ id: 'editor.newPage.failed' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            <FormattedMessage id="editor.newPage.title" />
          </Heading>
          <form onSubmit={submit} className={styles.dialog} style={{ padding: 0 }} noValidate>
            <div className={styles.grid}>
              {FIELDS.map(([name, label]) => (
                <div key={name} className={styles.field}>
                  <label htmlFor={`new-page-${name}`}>{intl.formatMessage({ id: label })}</label>
                  <input
                    id={`new-page-${name}`}
                    name={name}
                    required
                    value={values[name]}
                    onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                    aria-invalid={errors[name] ? true : undefined}
                    aria-describedby={errors[name] ? `new-page-${name}-error` : name.startsWith('paths') ? 'new-page-path-help' : undefined}
                  />
                  {errors[name] ? (
                    <span id={`new-page-${name}-error`} className={styles.error}>
                      {errors[name].join(' ')}
                    </span>
                  ) : null}
                </div>
              ))}
            </div>
            <p id="new-page-path-help" className={styles.help}>
              <FormattedMessage id="editor.newPage.pathHelp" />
            </p>
            {failure ? (
              <p className={styles.error} role="alert">
                {failure}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Button className={styles.secondary} onPress={() => onOpenChange(false)}>
                <FormattedMessage id="editor.newPage.cancel" />
              </Button>
              <Button type="submit" className={styles.primary} isDisabled={busy}>
                <FormattedMessage id="editor.newPage.create" />
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
