/**
 * One listing in QA (`/qa/annonces?annonce=…` fr, `/qa/listings?listing=…` en): a manual listing
 * (exclusive or off-market) created, edited, published and withdrawn; a feed or demo listing shown
 * read-only with where it comes from. The fields follow the schema every listing follows
 * (src/schema/listingRecord.ts), checked in the screen's language before sending; the server's
 * field messages show beside their field. Photos come from the media library (chosen or uploaded,
 * alt texts required), first = cover, reordered with buttons.
 *
 * Nothing typed is lost: a failed save keeps the form; an edit refused because someone else saved
 * first offers their version or saving over it; leaving with unsaved changes asks first.
 */
import { ArrowDown, ArrowUp, SquareArrowOutUpRight, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CmsApiError } from '../../api/cmsApi';
import type { CmsFeedApi, EditedListing, ListingMunicipality } from '../../api/cmsFeedApi';
import type { Locale } from '../../lib/locales';
import { emptyListingRecord, type ListingRecord } from '../../schema/listingRecord';
import { LISTING_TYPE_CODES, PROPERTY_TYPE_LABELS } from '../../schema/listingValues';
import { ImageLibraryActions } from '../media/ImageLibraryActions';
import { RetryCard } from '../shell/RetryCard';
import { FieldFrame } from './FieldFrame';
import { formFieldOfPath, formValuesOf, readListingForm, type ListingFormField, type ListingFormValues } from './listingForm';
import { MunicipalityField } from './MunicipalityField';
import styles from './listings.module.css';
import { errorMessage } from '../../lib/errorMessage';

export interface ListingEditorProps {
  uiLocale: Locale;
  api: CmsFeedApi;
  /** The listing's number, or `new`. */
  uls: string;
  /** The listings list's path (the "All listings" link). */
  listPath: string;
  /** A listing just created (the form stays as it is): the address bar names it from now on. */
  onCreated(uls: string): void;
}

type Errors = Partial<Record<ListingFormField | 'photos', string>>;
type Notice = { kind: 'ok' | 'error'; text: string } | null;

function recordOf(listing: EditedListing): ListingRecord {
  const { uls: _uls, source: _source, status: _status, standard_status: _standard, listing_key: _key, updated_at: _updated, url: _url, ...record } = listing;
  return record;
}

/** Loads the listing (unless new) and the municipalities; see the module docstring. */
export function ListingEditor({ uiLocale, api, uls, listPath, onCreated }: ListingEditorProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [loaded, setLoaded] = useState<{ listing: EditedListing | null; municipalities: ListingMunicipality[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [created, setCreated] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setFailed(false);
    Promise.all([uls === 'new' ? Promise.resolve(null) : api.listing(uls), api.municipalities()]).then(
      ([listing, municipalities]) => live && setLoaded({ listing, municipalities }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof CmsApiError && error.status === 404) setLoaded({ listing: null, municipalities: [] });
        else setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [api, uls, attempt]);

  let body: ReactNode;
  if (failed) body = <RetryCard title={t('listing.loadError')} onRetry={() => setAttempt((n) => n + 1)} />;
  else if (!loaded)
    body = (
      <p className={styles.stateCard} aria-busy="true">
        {t('listings.loading')}
      </p>
    );
  else if (uls !== 'new' && !loaded.listing)
    body = (
      <p className={styles.stateCard} role="alert">
        {t('listing.notFound', { uls })}
      </p>
    );
  else
    body = (
      <ListingForm
        uiLocale={uiLocale}
        api={api}
        initial={loaded.listing}
        municipalities={loaded.municipalities}
        onCreated={(number) => {
          setCreated(number);
          onCreated(number);
        }}
      />
    );
  const shown = created ?? uls;

  return (
    <main className={styles.page}>
      <div className={styles.head}>
        <div>
          <a className={styles.backLink} href={listPath}>
            {t('listing.back')}
          </a>
          <h1 className={styles.title}>{shown === 'new' ? t('listing.newTitle') : t('listing.title', { uls: shown })}</h1>
        </div>
      </div>
      {body}
    </main>
  );
}

interface ListingFormProps {
  uiLocale: Locale;
  api: CmsFeedApi;
  initial: EditedListing | null;
  municipalities: ListingMunicipality[];
  onCreated(uls: string): void;
}

function ListingForm({ uiLocale, api, initial, municipalities, onCreated }: ListingFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [stored, setStored] = useState<EditedListing | null>(initial);
  const [values, setValues] = useState<ListingFormValues>(() => formValuesOf(initial ? recordOf(initial) : emptyListingRecord()));
  // What is stored, as the form shows it: the form is dirty while it differs.
  const savedValues = useMemo(() => formValuesOf(stored ? recordOf(stored) : emptyListingRecord()), [stored]);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | 'withdraw' | null>(null);
  const [conflict, setConflict] = useState<EditedListing | null>(null);
  const readOnly = stored !== null && stored.source !== 'manual';
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(savedValues), [values, savedValues]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set = <K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setNotice(null);
  };

  function accept(listing: EditedListing) {
    const next = formValuesOf(recordOf(listing));
    setStored(listing);
    setValues(next);
    setConflict(null);
  }

  function failure(error: unknown) {
    if (error instanceof CmsApiError && (error.code === 'invalid_body' || error.code === 'invalid_listing')) {
      const fromServer: Errors = {};
      for (const [path, messages] of Object.entries(error.fields)) {
        const field = formFieldOfPath(path);
        if (field) fromServer[field] = messages.join(' ');
      }
      setErrors(fromServer);
      setNotice({ kind: 'error', text: t('listing.invalid') });
    } else if (error instanceof CmsApiError && error.code === 'stale_listing') {
      const parsed = (error.body as { listing?: EditedListing }).listing ?? null;
      setConflict(parsed);
      setNotice({ kind: 'error', text: t('listing.stale') });
    } else {
      setNotice({ kind: 'error', text: t('listing.saveError', { error: errorMessage(error) }) });
    }
  }

  /** Saves what the form holds; the stored listing, or null when it could not be saved. */
  async function save(readAt = stored?.updated_at): Promise<EditedListing | null> {
    const read = readListingForm(values, uiLocale);
    if (!read.ok) {
      setErrors(read.errors);
      setNotice({ kind: 'error', text: t('listing.invalid') });
      return null;
    }
    const listing = stored && readAt ? await api.updateListing(stored.uls, read.record, readAt) : await api.createListing(read.record);
    accept(listing);
    if (!stored) onCreated(listing.uls);
    return listing;
  }

  async function run(action: 'save' | 'publish' | 'withdraw', readAt?: string) {
    setBusy(action);
    setNotice(null);
    try {
      if (action === 'save') {
        if (await save(readAt)) setNotice({ kind: 'ok', text: t('listing.saved') });
        return;
      }
      // Publishing publishes what the form shows: unsaved changes are saved first.
      const current = dirty || !stored ? await save(readAt) : stored;
      if (!current) return;
      const listing = action === 'publish' ? await api.publishListing(current.uls) : await api.withdrawListing(current.uls);
      accept(listing);
      setNotice({ kind: 'ok', text: t(action === 'publish' ? 'listing.published' : 'listing.withdrawn') });
    } catch (error) {
      failure(error);
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run('save');
  }

  const field = (name: ListingFormField, label: string, options: { hint?: string; inputMode?: 'numeric' | 'decimal'; multiline?: boolean; lang?: Locale } = {}) => {
    const id = `listing-${name}`;
    return (
      <FieldFrame id={id} label={label} hint={options.hint} error={errors[name]} field={name}>
        {(describedBy) => {
          const common = {
            id,
            name,
            value: values[name],
            lang: options.lang,
            disabled: readOnly,
            'aria-invalid': errors[name] ? true : undefined,
            'aria-describedby': describedBy,
            className: styles.input,
          };
          return options.multiline ? (
            <textarea {...common} rows={6} onChange={(event) => set(name, event.target.value)} />
          ) : (
            <input {...common} type="text" inputMode={options.inputMode} autoComplete="off" onChange={(event) => set(name, event.target.value)} />
          );
        }}
      </FieldFrame>
    );
  };

  const movePhoto = (index: number, by: -1 | 1) =>
    set(
      'photos',
      values.photos.map((photo, i) => (i === index ? values.photos[index + by]! : i === index + by ? values.photos[index]! : photo)),
    );

  const status = stored?.status ?? 'draft';
  return (
    <form className={styles.listingForm} onSubmit={submit} noValidate data-listing-form>
      <section className={styles.card} aria-labelledby="listing-status-title">
        <div className={styles.cardHead}>
          <h2 id="listing-status-title" className={styles.cardTitle}>
            {t('listing.statusTitle')}
          </h2>
          <span className={styles.badges}>
            <span className={styles.pill} data-status={status} data-listing-status={status}>
              {t(`listings.status.${status}`)}
            </span>
            <span className={styles.source} data-source={stored?.source ?? 'manual'}>
              {t(`listings.source.${stored?.source ?? 'manual'}`)}
            </span>
          </span>
        </div>
        <p className={styles.muted}>{readOnly ? t(stored?.source === 'feed' ? 'listing.readOnly.feed' : 'listing.readOnly.demo') : t(`listing.statusHelp.${status}`)}</p>
        {stored && status === 'active' ? (
          <a className={styles.inlineLink} href={stored.url[uiLocale]} target="_blank" rel="noopener">
            {t('listing.view')} <SquareArrowOutUpRight size={14} aria-hidden="true" />
          </a>
        ) : null}
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('listing.section.listing')}</h2>
        <fieldset className={styles.plainFieldset} disabled={readOnly}>
          <div className={styles.fieldRow}>
            {field('mls_number', t('listing.field.mls'), { hint: t('listing.field.mls.hint') })}
            {field('price', values.transaction === 'rent' ? t('listing.field.rent') : t('listing.field.price'), { inputMode: 'numeric' })}
          </div>
          <div className={styles.fieldRow}>
            <div className={styles.field}>
              <label htmlFor="listing-type" className={styles.label}>
                {t('listing.field.type')}
              </label>
              <select id="listing-type" className={styles.input} value={values.type} onChange={(event) => set('type', event.target.value as ListingFormValues['type'])}>
                {LISTING_TYPE_CODES.map((code) => (
                  <option key={code} value={code}>
                    {PROPERTY_TYPE_LABELS[code][uiLocale]}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className={styles.fieldset}>
              <legend className={styles.label}>{t('listing.field.transaction')}</legend>
              {(['sale', 'rent'] as const).map((transaction) => (
                <label key={transaction} className={styles.radio}>
                  <input type="radio" name="transaction" value={transaction} checked={values.transaction === transaction} onChange={() => set('transaction', transaction)} />
                  {t(`listing.transaction.${transaction}`)}
                </label>
              ))}
            </fieldset>
          </div>
        </fieldset>
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('listing.section.location')}</h2>
        <fieldset className={styles.plainFieldset} disabled={readOnly}>
          <MunicipalityField
            label={t('listing.field.municipality')}
            hint={t('listing.field.municipality.hint')}
            municipalities={municipalities}
            value={values.municipality_code}
            onChange={(code) => {
              // A point that was the former municipality's centre follows the municipality.
              const former = municipalities.find((municipality) => municipality.code === values.municipality_code);
              if (former && Number(values.latitude) === former.latitude && Number(values.longitude) === former.longitude) {
                setValues((current) => ({ ...current, latitude: '', longitude: '' }));
              }
              set('municipality_code', code);
            }}
            error={errors.municipality_code}
            isDisabled={readOnly}
          />
          <label className={styles.checkbox}>
            <input type="checkbox" checked={values.address_hidden} onChange={(event) => set('address_hidden', event.target.checked)} />
            {t('listing.field.addressHidden')}
          </label>
          {values.address_hidden ? (
            <p className={styles.hint}>{t('listing.field.addressHidden.hint')}</p>
          ) : (
            <>
              <div className={styles.fieldRow}>
                {field('address_fr', t('listing.field.addressFr'), { lang: 'fr' })}
                {field('address_en', t('listing.field.addressEn'), { lang: 'en' })}
              </div>
              <div className={styles.fieldRow}>
                {field('postal_code', t('listing.field.postalCode'))}
                {field('latitude', t('listing.field.latitude'), { inputMode: 'decimal', hint: t('listing.field.coordinates.hint') })}
                {field('longitude', t('listing.field.longitude'), { inputMode: 'decimal' })}
              </div>
            </>
          )}
        </fieldset>
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('listing.section.property')}</h2>
        <fieldset className={styles.plainFieldset} disabled={readOnly}>
          <div className={styles.fieldRow}>
            {field('bedrooms', t('listing.field.bedrooms'), { inputMode: 'numeric' })}
            {field('bathrooms', t('listing.field.bathrooms'), { inputMode: 'numeric' })}
            {field('powder_rooms', t('listing.field.powderRooms'), { inputMode: 'numeric' })}
          </div>
          <div className={styles.fieldRow}>
            {field('living_area', t('listing.field.livingArea'), { inputMode: 'numeric' })}
            {field('lot_area', t('listing.field.lotArea'), { inputMode: 'numeric' })}
            {field('year_built', t('listing.field.yearBuilt'), { inputMode: 'numeric' })}
          </div>
        </fieldset>
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('listing.section.description')}</h2>
        <fieldset className={styles.plainFieldset} disabled={readOnly}>
          {field('description_fr', t('listing.field.descriptionFr'), { multiline: true, lang: 'fr' })}
          {field('description_en', t('listing.field.descriptionEn'), { multiline: true, lang: 'en' })}
        </fieldset>
      </section>

      <section className={styles.card} aria-labelledby="listing-photos-title" data-field="photos">
        <h2 id="listing-photos-title" className={styles.cardTitle}>
          {t('listing.section.photos')}
        </h2>
        <p className={styles.hint}>{t('listing.photos.hint')}</p>
        {values.photos.length === 0 ? <p className={styles.muted}>{t('listing.photos.none')}</p> : null}
        <ol className={styles.photoList} aria-label={t('listing.section.photos')}>
          {values.photos.map((photo, index) => (
            <li key={`${photo}-${index}`} className={styles.photoItem}>
              <img src={photo} alt="" width={120} height={80} loading="lazy" decoding="async" />
              <span className={styles.photoLabel}>{index === 0 ? t('listing.photos.cover') : t('listing.photos.number', { n: index + 1 })}</span>
              {readOnly ? null : (
                <span className={styles.photoActions}>
                  <button type="button" className={styles.iconButton} disabled={index === 0} onClick={() => movePhoto(index, -1)} aria-label={t('listing.photos.earlier', { n: index + 1 })}>
                    <ArrowUp size={16} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    disabled={index === values.photos.length - 1}
                    onClick={() => movePhoto(index, 1)}
                    aria-label={t('listing.photos.later', { n: index + 1 })}
                  >
                    <ArrowDown size={16} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    onClick={() =>
                      set(
                        'photos',
                        values.photos.filter((_, i) => i !== index),
                      )
                    }
                    aria-label={t('listing.photos.remove', { n: index + 1 })}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
        {errors.photos ? <p className={styles.fieldError}>{errors.photos}</p> : null}
        {readOnly ? null : <ImageLibraryActions uiLocale={uiLocale} onPick={(item) => set('photos', [...values.photos, item.url])} />}
      </section>

      {readOnly ? null : (
        <div className={styles.stickyActions}>
          <div aria-live="polite" className={styles.actionNotice}>
            {notice ? (
              <p className={notice.kind === 'ok' ? styles.okMessage : styles.errorMessage} role={notice.kind === 'error' ? 'alert' : undefined} data-listing-notice={notice.kind}>
                {notice.text}
              </p>
            ) : dirty ? (
              <p className={styles.hint}>{t('listing.unsaved')}</p>
            ) : null}
            {conflict ? (
              <div className={styles.conflictActions}>
                <button type="button" className={styles.ghostButton} onClick={() => accept(conflict)}>
                  {t('listing.conflict.theirs')}
                </button>
                <button type="button" className={styles.ghostButton} onClick={() => void run('save', conflict.updated_at)}>
                  {t('listing.conflict.mine')}
                </button>
              </div>
            ) : null}
          </div>
          <div className={styles.formActions}>
            {status === 'active' ? (
              <Button className={styles.ghostButton} isPending={busy === 'withdraw'} isDisabled={busy !== null} onPress={() => void run('withdraw')}>
                {t('listing.withdraw')}
              </Button>
            ) : null}
            <Button type="submit" className={styles.ghostButton} isPending={busy === 'save'} isDisabled={busy !== null}>
              {busy === 'save' ? t('listing.saving') : stored ? t('listing.save') : t('listing.saveDraft')}
            </Button>
            {status !== 'active' || dirty ? (
              <Button className={styles.primaryButton} isPending={busy === 'publish'} isDisabled={busy !== null} onPress={() => void run('publish')}>
                {status === 'active' ? t('listing.publishChanges') : t('listing.publish')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </form>
  );
}
