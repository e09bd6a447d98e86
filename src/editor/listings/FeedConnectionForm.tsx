/**
 * The feed connection form of `/qa/flux` (fr) `/qa/feed` (en), for admins: the board's RESO Web
 * API service root, how Vitrine signs in (OAuth 2.0 client credentials: token URL, client id,
 * client secret; or a static bearer token), the OData `$filter` of the site's listings and, for a
 * feed with French and English remarks in separate fields, those fields (the remarks field map)
 * or the language of `PublicRemarks`.
 *
 * Secrets are write-only: the API never returns them, so a connected site shows an empty secret
 * field that keeps the stored secret when left empty. "Test and save" has the server try the feed
 * first (a token, one listing of the filter); a refusal shows the feed's message and saves
 * nothing; field errors show beside their field; what the admin typed stays in the form.
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CmsApiError } from '../../api/cmsApi';
import type { CmsFeedApi, FeedConnection, FeedConnectionSave } from '../../api/cmsFeedApi';
import { isFeedUrl, RESO_FIELD_NAME } from '../../schema/feedConnection';
import { FieldFrame } from './FieldFrame';
import styles from './listings.module.css';
import { errorMessage } from '../../lib/errorMessage';

export interface FeedConnectionFormProps {
  api: CmsFeedApi;
  /** The stored connection (null: none yet). */
  connection: FeedConnection | null;
  onSaved(connection: FeedConnection): void;
}

type Field = 'serviceRoot' | 'tokenUrl' | 'clientId' | 'clientSecret' | 'token' | 'filter' | 'remarksFr' | 'remarksEn';

/** The form field a server field key (`auth.tokenUrl`, `remarks.fields.fr`) names. */
function fieldOfKey(key: string): Field | null {
  if (key === 'remarks.fields.fr') return 'remarksFr';
  if (key === 'remarks.fields.en') return 'remarksEn';
  const last = key.split('.').pop() ?? '';
  return (['serviceRoot', 'tokenUrl', 'clientId', 'clientSecret', 'token', 'filter'] as const).find((field) => field === last) ?? null;
}

/** The form; see the module docstring. */
export function FeedConnectionForm({ api, connection, onSaved }: FeedConnectionFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const storedKind = connection?.auth.kind ?? null;
  const [kind, setKind] = useState<'oauth' | 'bearer'>(storedKind ?? 'oauth');
  const [values, setValues] = useState<Record<Field, string>>({
    serviceRoot: connection?.serviceRoot ?? '',
    tokenUrl: connection?.auth.kind === 'oauth' ? (connection.auth.tokenUrl ?? '') : '',
    clientId: connection?.auth.kind === 'oauth' ? (connection.auth.clientId ?? '') : '',
    clientSecret: '',
    token: '',
    filter: connection?.filter ?? '',
    remarksFr: connection?.remarks.fields.fr ?? '',
    remarksEn: connection?.remarks.fields.en ?? '',
  });
  const [remarksLanguage, setRemarksLanguage] = useState<'fr' | 'en' | ''>(connection?.remarks.language ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const keepsSecret = storedKind === kind;

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSaved(false);
  };

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!isFeedUrl(values.serviceRoot)) found.serviceRoot = t('feed.error.url');
    if (kind === 'oauth') {
      if (!isFeedUrl(values.tokenUrl)) found.tokenUrl = t('feed.error.url');
      if (!values.clientId.trim()) found.clientId = t('feed.error.required');
      if (!values.clientSecret && !keepsSecret) found.clientSecret = t('feed.error.required');
    } else if (!values.token && !keepsSecret) found.token = t('feed.error.required');
    if (values.filter.length > 2000) found.filter = t('feed.error.filterLength');
    for (const field of ['remarksFr', 'remarksEn'] as const) {
      if (values[field].trim() && !RESO_FIELD_NAME.test(values[field].trim())) found[field] = t('feed.error.fieldName');
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    setSaved(false);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: FeedConnectionSave = {
      serviceRoot: values.serviceRoot.trim(),
      filter: values.filter.trim(),
      remarks: { fields: { fr: values.remarksFr.trim(), en: values.remarksEn.trim() }, language: remarksLanguage || null },
      auth: kind === 'oauth' ? { kind, tokenUrl: values.tokenUrl.trim(), clientId: values.clientId.trim(), clientSecret: values.clientSecret } : { kind, token: values.token },
    };
    setSaving(true);
    try {
      const stored = await api.connect(input);
      setValues((current) => ({ ...current, clientSecret: '', token: '' }));
      setSaved(true);
      onSaved(stored);
    } catch (error) {
      if (error instanceof CmsApiError && error.code === 'invalid_body') {
        const fromServer: Partial<Record<Field, string>> = {};
        for (const [key, messages] of Object.entries(error.fields)) {
          const field = fieldOfKey(key);
          if (field) fromServer[field] = messages.join(' ');
        }
        setErrors(fromServer);
        if (Object.keys(fromServer).length === 0) setRefusal(error.message);
      } else if (error instanceof CmsApiError && error.code === 'feed_refused') {
        setRefusal(t('feed.refused', { message: error.message.replace(/^[^:]*:\s*/, '') }));
      } else {
        setRefusal(t('feed.saveError', { error: errorMessage(error) }));
      }
    } finally {
      setSaving(false);
    }
  }

  const input = (field: Field, label: string, options: { type?: string; hint?: string; autoComplete?: string; multiline?: boolean } = {}) => {
    const id = `feed-${field}`;
    return (
      <FieldFrame id={id} label={label} hint={options.hint} error={errors[field]}>
        {(describedBy) => {
          const common = {
            id,
            name: field,
            value: values[field],
            'aria-invalid': errors[field] ? true : undefined,
            'aria-describedby': describedBy,
            className: styles.input,
          };
          return options.multiline ? (
            <textarea {...common} rows={3} spellCheck={false} onChange={(event) => set(field)(event.target.value)} />
          ) : (
            <input {...common} type={options.type ?? 'text'} autoComplete={options.autoComplete ?? 'off'} spellCheck={false} onChange={(event) => set(field)(event.target.value)} />
          );
        }}
      </FieldFrame>
    );
  };

  const secretHint = keepsSecret ? t('feed.secret.kept') : t('feed.secret.writeOnly');
  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="feed-form-title" data-feed-form>
      <h2 id="feed-form-title" className={styles.cardTitle}>
        {t('feed.form.title')}
      </h2>
      <p className={styles.muted}>{t('feed.form.intro')}</p>
      {input('serviceRoot', t('feed.field.serviceRoot'), { type: 'url', hint: t('feed.field.serviceRoot.hint') })}
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('feed.field.auth')}</legend>
        <label className={styles.radio}>
          <input type="radio" name="auth-kind" value="oauth" checked={kind === 'oauth'} onChange={() => setKind('oauth')} />
          {t('feed.auth.oauth')}
        </label>
        <label className={styles.radio}>
          <input type="radio" name="auth-kind" value="bearer" checked={kind === 'bearer'} onChange={() => setKind('bearer')} />
          {t('feed.auth.bearer')}
        </label>
      </fieldset>
      {kind === 'oauth' ? (
        <>
          {input('tokenUrl', t('feed.field.tokenUrl'), { type: 'url' })}
          {input('clientId', t('feed.field.clientId'))}
          {input('clientSecret', t('feed.field.clientSecret'), { type: 'password', hint: secretHint, autoComplete: 'new-password' })}
        </>
      ) : (
        input('token', t('feed.field.token'), { type: 'password', hint: secretHint, autoComplete: 'new-password' })
      )}
      {input('filter', t('feed.field.filter'), { multiline: true, hint: t('feed.field.filter.hint') })}
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('feed.remarks.legend')}</legend>
        <p className={styles.hint}>{t('feed.remarks.hint')}</p>
        <div className={styles.fieldRow}>
          {input('remarksFr', t('feed.field.remarksFr'))}
          {input('remarksEn', t('feed.field.remarksEn'))}
        </div>
        <div className={styles.field}>
          <label htmlFor="feed-remarks-language" className={styles.label}>
            {t('feed.field.remarksLanguage')}
          </label>
          <select id="feed-remarks-language" className={styles.input} value={remarksLanguage} onChange={(event) => setRemarksLanguage(event.target.value as 'fr' | 'en' | '')}>
            <option value="">{t('feed.remarksLanguage.unknown')}</option>
            <option value="fr">{t('feed.remarksLanguage.fr')}</option>
            <option value="en">{t('feed.remarksLanguage.en')}</option>
          </select>
        </div>
      </fieldset>
      <div aria-live="polite">
        {refusal ? (
          <p className={styles.errorMessage} role="alert" data-feed-refusal>
            {refusal}
          </p>
        ) : null}
        {saved ? (
          <p className={styles.okMessage} data-feed-saved>
            {t('feed.saved')}
          </p>
        ) : null}
      </div>
      <div className={styles.formActions}>
        <Button type="submit" className={styles.primaryButton} isPending={saving}>
          {saving ? t('feed.saving') : t('feed.save')}
        </Button>
      </div>
    </form>
  );
}
