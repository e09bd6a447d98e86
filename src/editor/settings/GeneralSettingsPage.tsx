/**
 * General settings page of QA mode (spec 000 §1 per-site settings, §2 staff pages
 * `/qa/general-settings` and `/qa/parametres-generaux`).
 *
 * Left: the settings form — theme colours (react-aria colour pickers, WCAG contrast report, blue
 * and red presets), colour schemes list, the three border radii (px), brand version flag and
 * favicon, then SEO defaults, custom head elements, site script tags, contact form settings and
 * captcha through the schema-driven `SchemaForm`. Right: a live preview of a sample page with the
 * edited settings, before saving.
 *
 * Saving PUTs the settings with the revision they were read at; a 409 opens the reload / overwrite
 * choice; other failures show inline and keep every edit. A dirty indicator, a reset button and a
 * leave-page warning guard unsaved changes. Only admins change settings: editors see the page
 * read-only with a note (the server refuses their writes anyway).
 *
 * UI texts: src/editor/settings/i18n/{fr,en}.json (keys `editor.settings.*`), in the UI locale.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Input, Label, Switch, Text, TextField } from 'react-aria-components';
import { IntlProvider, useIntl } from 'react-intl';
import { createCmsSettingsApi, generalSettings, type CmsSettingsApi, type GeneralSettings } from '../../api/cmsSettingsApi';
import { useLocale } from '../../blocks/runtime/AppContext';
import { LOCALE_ISO, type Locale } from '../../lib/locales';
import { SchemaForm } from '../forms/SchemaForm';
import { mortgageCalculatorForm, toMortgageCalculatorForm } from './mortgageCalculatorForm';
import type { FormIssue } from '../forms/FormContext';
import { ColorSchemesEditor } from './ColorSchemesEditor';
import { ContrastReport } from './ContrastReport';
import { checkThemeContrast } from './contrastPairs';
import { PresetPicker } from './PresetPicker';
import { RadiiFields } from './RadiiFields';
import { mapSaveIssues, type SettingsSection } from './saveIssues';
import { settingsMessages } from './settingsMessages';
import { editorMessages } from '../i18n/EditorIntl';
import { ConflictDialog } from '../shell/ConflictDialog';
import {
  applyCaptchaForm,
  captchaForm,
  contactForm,
  fromSeoForm,
  headElementsForm,
  scriptTagsForm,
  seoForm,
  toCaptchaForm,
  toSeoForm,
} from './settingsForms';
import { SettingsPreview } from './SettingsPreview';
import { THEME_COLOR_ROLES, applyThemePreset, effectiveThemeColors, setThemeColor, themePreset } from './themeColorRoles';
import { useUnsavedChangesWarning } from '../shell/useUnsavedChangesWarning';
import { ThemeColorField } from './ThemeColorField';
import { useGeneralSettings } from './useGeneralSettings';
import styles from './GeneralSettingsPage.module.css';

export type CmsRole = 'admin' | 'editor';

export interface GeneralSettingsPageProps {
  /** Language of the editor UI; defaults to the route's locale (the app's locale store). */
  uiLocale?: Locale;
  /** The signed-in user's role; when absent it is read from `GET /api/cms/auth/me`. */
  role?: CmsRole;
  /** The settings client (tests pass a mock); defaults to `/api/cms`. */
  api?: CmsSettingsApi;
}

/** The general settings page (default export too, for the lazy route). */
export function GeneralSettingsPage({ uiLocale, role, api }: GeneralSettingsPageProps) {
  const routeLocale = useLocale();
  const locale = uiLocale ?? routeLocale;
  const client = useMemo(() => api ?? createCmsSettingsApi(), [api]);
  // The editor's shared texts (the conflict dialog) under the page's own.
  const messages = useMemo(() => ({ ...editorMessages(locale), ...settingsMessages(locale) }), [locale]);
  return (
    <IntlProvider locale={LOCALE_ISO[locale]} defaultLocale="fr-CA" messages={messages}>
      <GeneralSettingsForm uiLocale={locale} role={role} api={client} />
    </IntlProvider>
  );
}

export default GeneralSettingsPage;

function useRole(api: CmsSettingsApi, given: CmsRole | undefined): CmsRole | null {
  const [fetched, setFetched] = useState<CmsRole | null>(null);
  useEffect(() => {
    if (given) return;
    let live = true;
    api.me().then(
      (user) => live && setFetched(user.role),
      // Unknown role: stay read-only (the server checks every write anyway).
      () => live && setFetched('editor'),
    );
    return () => {
      live = false;
    };
  }, [api, given]);
  return given ?? fetched;
}

/** The settings form with its preview, save bar and dialogs (inside the page's IntlProvider). */
function GeneralSettingsForm({ uiLocale, role: givenRole, api }: { uiLocale: Locale; role?: CmsRole; api: CmsSettingsApi }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const state = useGeneralSettings(api);
  const role = useRole(api, givenRole);
  const readOnly = role !== 'admin';
  const [previewLocale, setPreviewLocale] = useState<Locale>(uiLocale);
  const { draft, update, dirty } = state;

  useUnsavedChangesWarning(() => dirty);

  const serverIssues = useMemo(() => mapSaveIssues(state.saveError?.fields), [state.saveError]);
  // Each form reads its own part of the settings: a change elsewhere keeps its value (and its focus).
  const seo = draft?.seo;
  const themeSettings = draft?.theme;
  const seoValue = useMemo(() => (seo ? toSeoForm(seo) : null), [seo]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the captcha form reads only these two parts of the settings
  const captchaValue = useMemo(() => (draft ? toCaptchaForm(draft) : null), [draft?.metadata.captcha, draft?.recaptcha]);
  const contrast = useMemo(() => (themeSettings ? checkThemeContrast(themeSettings) : []), [themeSettings]);
  const colors = useMemo(() => (themeSettings ? effectiveThemeColors(themeSettings) : null), [themeSettings]);
  const clientValid = useMemo(() => (draft ? generalSettings.safeParse(draft).success : false), [draft]);

  if (state.loadStatus === 'loading') {
    return (
      <div className={styles.page}>
        <p className={styles.loading} role="status">
          {t('editor.settings.loading')}
        </p>
      </div>
    );
  }
  if (state.loadStatus === 'failed' || !draft || !colors || !seoValue || !captchaValue) {
    const forbidden = state.loadError?.status === 403;
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('editor.settings.title')}</h1>
        <p className={styles.errorBox} role="alert">
          {t(forbidden ? 'editor.settings.load-forbidden' : 'editor.settings.load-failed')}
        </p>
      </div>
    );
  }

  const issuesFor = (section: SettingsSection): FormIssue[] => serverIssues.bySection[section];
  const theme = draft.theme;

  const statusText = state.saving
    ? t('editor.settings.status.saving')
    : dirty
      ? t('editor.settings.status.dirty')
      : state.savedAt
        ? t('editor.settings.status.saved')
        : t('editor.settings.status.clean');

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('editor.settings.title')}</h1>
          <p className={styles.intro}>{t('editor.settings.intro')}</p>
        </div>
        <div className={styles.toolbar}>
          <p className={dirty ? styles.statusDirty : styles.status} role="status" aria-live="polite" data-dirty={dirty ? 'true' : 'false'}>
            {dirty ? <span className={styles.dot} aria-hidden="true" /> : null}
            {statusText}
          </p>
          {readOnly ? null : (
            <>
              <Button className={styles.secondaryButton} onPress={state.reset} isDisabled={!dirty || state.saving}>
                {t('editor.settings.reset')}
              </Button>
              <Button className={styles.primaryButton} onPress={() => void state.save()} isDisabled={!dirty || state.saving || !clientValid}>
                {t(state.saving ? 'editor.settings.saving' : 'editor.settings.save')}
              </Button>
            </>
          )}
        </div>
      </header>

      {readOnly && role ? (
        <p className={styles.note} role="note">
          {t('editor.settings.read-only')}
        </p>
      ) : null}

      {state.saveError ? (
        <div className={styles.errorBox} role="alert">
          <p className={styles.errorTitle}>
            {t(
              state.saveError.status === 403
                ? 'editor.settings.error.forbidden'
                : state.saveError.status === 0
                  ? 'editor.settings.error.network'
                  : Object.keys(state.saveError.fields).length > 0
                    ? 'editor.settings.error.invalid'
                    : 'editor.settings.error.generic',
            )}
          </p>
          {serverIssues.all.length ? (
            <ul className={styles.errorList}>
              {serverIssues.all.map((issue, index) => (
                <li key={`${issue.path}-${index}`}>
                  <code>{issue.path}</code> — {issue.message}
                </li>
              ))}
            </ul>
          ) : state.saveError.message && state.saveError.message !== state.saveError.code ? (
            <p className={styles.errorDetail}>{state.saveError.message}</p>
          ) : null}
        </div>
      ) : null}

      <div className={styles.layout}>
        <div className={styles.form}>
          <section className={styles.section} aria-labelledby="settings-theme">
            <h2 id="settings-theme" className={styles.sectionTitle}>
              {t('editor.settings.section.theme')}
            </h2>

            <h3 className={styles.subTitle}>{t('editor.settings.presets.title')}</h3>
            <p className={styles.help}>{t('editor.settings.presets.help')}</p>
            <PresetPicker
              current={themePreset(theme)}
              customized={Object.keys(theme.themeColors ?? {}).length > 0}
              disabled={readOnly}
              onApply={(preset) => update((d) => applyThemePreset(d.theme, preset))}
            />

            <h3 className={styles.subTitle}>{t('editor.settings.colors.title')}</h3>
            <div className={styles.colorGrid}>
              {THEME_COLOR_ROLES.map((colorRole) => (
                <ThemeColorField
                  key={colorRole}
                  label={t(`editor.settings.colors.role.${colorRole}`)}
                  value={colors[colorRole]}
                  overridden={theme.themeColors?.[colorRole] !== undefined}
                  disabled={readOnly}
                  onChange={(hex) => update((d) => setThemeColor(d.theme, colorRole, hex))}
                  onReset={() =>
                    update((d) => {
                      delete d.theme.themeColors[colorRole];
                    })
                  }
                />
              ))}
            </div>

            <h3 className={styles.subTitle}>{t('editor.settings.contrast.title')}</h3>
            <ContrastReport checks={contrast} />

            <h3 className={styles.subTitle}>{t('editor.settings.schemes.title')}</h3>
            <p className={styles.help}>{t('editor.settings.schemes.help')}</p>
            <ColorSchemesEditor
              schemes={theme.colorSchemesList}
              colors={colors}
              disabled={readOnly}
              onChange={(schemes) =>
                update((d) => {
                  d.theme.colorSchemesList = schemes;
                })
              }
            />

            <h3 className={styles.subTitle}>{t('editor.settings.radii.title')}</h3>
            <p className={styles.help}>{t('editor.settings.radii.help')}</p>
            <RadiiFields
              values={theme.themeVariables}
              disabled={readOnly}
              onChange={(key, px) =>
                update((d) => {
                  d.theme.themeVariables[key] = px;
                })
              }
            />
          </section>

          <section className={styles.section} aria-labelledby="settings-brand">
            <h2 id="settings-brand" className={styles.sectionTitle}>
              {t('editor.settings.section.brand')}
            </h2>
            <Switch
              className={styles.switch}
              isSelected={draft.metadata.brand_version_2}
              isDisabled={readOnly}
              onChange={(on) =>
                update((d) => {
                  d.metadata.brand_version_2 = on;
                })
              }
            >
              <span className={styles.switchTrack} aria-hidden="true">
                <span className={styles.switchThumb} />
              </span>
              {t('editor.settings.brand.version-2')}
            </Switch>
            <p className={styles.help}>{t('editor.settings.brand.version-2-help')}</p>
            <TextField
              className={styles.textField}
              value={draft.metadata.favicon ?? ''}
              isDisabled={readOnly}
              onChange={(url) =>
                update((d) => {
                  d.metadata.favicon = url || undefined;
                })
              }
            >
              <Label className={styles.label}>{t('editor.settings.brand.favicon')}</Label>
              <Input className={styles.input} placeholder="/favicon.svg" />
              <Text slot="description" className={styles.help}>
                {t('editor.settings.brand.favicon-help')}
              </Text>
            </TextField>
          </section>

          <section className={styles.section} aria-labelledby="settings-seo">
            <h2 id="settings-seo" className={styles.sectionTitle}>
              {t('editor.settings.section.seo')}
            </h2>
            <p className={styles.help}>{t('editor.settings.seo.help')}</p>
            <SchemaForm
              schema={seoForm}
              value={seoValue}
              uiLocale={uiLocale}
              disabled={readOnly}
              issues={issuesFor('seo')}
              idPrefix="settings-seo-form"
              onChange={(next) =>
                update((d) => {
                  d.seo = fromSeoForm(next as typeof seoValue);
                })
              }
            />
          </section>

          <section className={styles.section} aria-labelledby="settings-head">
            <h2 id="settings-head" className={styles.sectionTitle}>
              {t('editor.settings.section.head')} <span className={styles.badge}>{t('editor.settings.admin-only')}</span>
            </h2>
            <p className={styles.help}>{t('editor.settings.head.help')}</p>
            <SchemaForm
              schema={headElementsForm}
              value={draft.metadata.elements}
              uiLocale={uiLocale}
              disabled={readOnly}
              issues={issuesFor('headElements')}
              idPrefix="settings-head-form"
              onChange={(next) =>
                update((d) => {
                  d.metadata.elements = next as GeneralSettings['metadata']['elements'];
                })
              }
            />
          </section>

          <section className={styles.section} aria-labelledby="settings-scripts">
            <h2 id="settings-scripts" className={styles.sectionTitle}>
              {t('editor.settings.section.scripts')} <span className={styles.badge}>{t('editor.settings.admin-only')}</span>
            </h2>
            <p className={styles.help}>{t('editor.settings.scripts.help')}</p>
            <SchemaForm
              schema={scriptTagsForm}
              value={{ tags: draft.metadata.tags }}
              uiLocale={uiLocale}
              disabled={readOnly}
              issues={issuesFor('scripts')}
              idPrefix="settings-scripts-form"
              onChange={(next) =>
                update((d) => {
                  d.metadata.tags = (next as { tags: GeneralSettings['metadata']['tags'] }).tags;
                })
              }
            />
          </section>

          <section className={styles.section} aria-labelledby="settings-contact">
            <h2 id="settings-contact" className={styles.sectionTitle}>
              {t('editor.settings.section.contact')}
            </h2>
            <SchemaForm
              schema={contactForm}
              value={draft.metadata.contact_form}
              uiLocale={uiLocale}
              disabled={readOnly}
              issues={issuesFor('contact')}
              idPrefix="settings-contact-form"
              onChange={(next) =>
                update((d) => {
                  d.metadata.contact_form = next as GeneralSettings['metadata']['contact_form'];
                })
              }
            />
            <SchemaForm
              schema={mortgageCalculatorForm}
              value={toMortgageCalculatorForm(draft)}
              uiLocale={uiLocale}
              disabled={readOnly}
              idPrefix="settings-mortgage-calculator"
              onChange={(next) =>
                update((d) => {
                  d.metadata.mortgage_calculator = next as GeneralSettings['metadata']['mortgage_calculator'];
                })
              }
            />
          </section>

          <section className={styles.section} aria-labelledby="settings-captcha">
            <h2 id="settings-captcha" className={styles.sectionTitle}>
              {t('editor.settings.section.captcha')}
            </h2>
            <SchemaForm
              schema={captchaForm}
              value={captchaValue}
              uiLocale={uiLocale}
              disabled={readOnly}
              issues={issuesFor('captcha')}
              idPrefix="settings-captcha-form"
              onChange={(next) => update((d) => applyCaptchaForm(d, next as typeof captchaValue))}
            />
          </section>
        </div>

        <aside className={styles.preview} aria-labelledby="settings-preview">
          <div className={styles.previewHeader}>
            <h2 id="settings-preview" className={styles.sectionTitle}>
              {t('editor.settings.preview.title')}
            </h2>
            <div className={styles.localeToggle} role="group" aria-label={t('editor.settings.preview.locale')}>
              {(['fr', 'en'] as const).map((code) => (
                <Button
                  key={code}
                  className={styles.localeButton}
                  aria-pressed={previewLocale === code}
                  onPress={() => setPreviewLocale(code)}
                >
                  {t(`editor.settings.preview.locale.${code}`)}
                </Button>
              ))}
            </div>
          </div>
          <p className={styles.help}>{t('editor.settings.preview.help')}</p>
          <SettingsPreview settings={draft} locale={previewLocale} />
        </aside>
      </div>

      <ConflictDialog
        conflict={state.conflict}
        document="settings"
        busy={state.saving}
        onCancel={state.dismissConflict}
        onReload={() => void state.reloadFromServer()}
        onOverwrite={() => void state.overwrite()}
      />
    </div>
  );
}
