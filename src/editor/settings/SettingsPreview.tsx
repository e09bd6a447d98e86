/**
 * Live preview of the general settings: a sample page of real blocks rendered by the
 * renderer's BlockList inside a frame whose inline style carries the theme's CSS variables
 * (`--color-*`, `--color-primary-text`, `--radius-1..3` from src/renderer/theme/themeCss.ts), so
 * every colour, scheme and radius change shows as you type, before saving.
 *
 * The preview has its own stores (toasts and modals never leak into the editor) and its own
 * locale (fr or en, chosen above the frame), with the renderer's messages for that locale. A
 * browser-tab strip shows the favicon and the default SEO title of the locale.
 */
import { useMemo, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { AppContext, PagePayloadContext, pickLocalized, useAppContext } from '../../blocks/runtime/AppContext';
import { createAppStores } from '../../blocks/runtime/stores';
import type { Locale } from '../../lib/locales';
import { BlockList } from '../../renderer/blocks/BlockList';
import { prepareBlockList } from '../../renderer/page/preparePage';
import '../editorRuntime';
import { I18nProvider } from '../../renderer/i18n/I18nProvider';
import { themeVariables } from '../../renderer/theme/themeCss';
import type { GeneralSettings } from '../../api/cmsSettingsApi';
import { samplePayload, sampleBlocks } from './samplePage';
import styles from './SettingsPreview.module.css';

export interface SettingsPreviewProps {
  /** The settings being edited (unsaved). */
  settings: GeneralSettings;
  /** Locale the sample page renders in. */
  locale: Locale;
}

/** The sample page with the edited theme applied. */
export function SettingsPreview({ settings, locale }: SettingsPreviewProps) {
  const intl = useIntl();
  const parent = useAppContext();
  const stores = useMemo(() => createAppStores(locale), [locale]);
  const context = useMemo(() => ({ ...parent, stores }), [parent, stores]);
  const blocks = useMemo(() => sampleBlocks(settings.theme.colorSchemesList), [settings.theme.colorSchemesList]);
  const preparedBlocks = useMemo(() => prepareBlockList(blocks), [blocks]);
  const payload = useMemo(() => samplePayload(settings, blocks), [settings, blocks]);
  const style = useMemo(() => themeVariables(settings.theme) as CSSProperties, [settings.theme]);
  const title = pickLocalized(settings.seo.global, locale)?.title || intl.formatMessage({ id: 'editor.settings.preview.untitled' });
  const favicon = settings.metadata.favicon || '/favicon.svg';

  return (
    <div className={styles.frame}>
      <div className={styles.tab} aria-hidden="true">
        <img className={styles.favicon} src={favicon} alt="" width={16} height={16} />
        <span className={styles.tabTitle}>{title}</span>
      </div>
      <AppContext.Provider value={context}>
        <PagePayloadContext.Provider value={payload}>
          <I18nProvider locale={locale}>
            <div
              className={styles.page}
              style={style}
              lang={locale === 'fr' ? 'fr-CA' : 'en-CA'}
              data-testid="settings-preview"
              data-brand-version={settings.metadata.brand_version_2 ? '2' : '1'}
              // The sample page is for looking at: links and buttons in it do nothing.
              inert
            >
              <BlockList blocks={preparedBlocks} />
            </div>
          </I18nProvider>
        </PagePayloadContext.Provider>
      </AppContext.Provider>
    </div>
  );
}
