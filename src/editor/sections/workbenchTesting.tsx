/**
 * Test-only helpers: the sections workbench rendered on a CMS page with a stubbed CMS API, as the
 * editor's tests need it. The app never imports this file.
 */
import { vi } from 'vitest';
import type { CmsApi, CmsPage } from '../../api/cmsApi';
import type { CmsHeaderApi } from '../../api/cmsHeaderApi';
import { afterPause } from '../../blocks/testing/afterPause';
import { makeTestPayload, renderWithProviders } from '../../blocks/testing/renderBlock';
import type { Locale } from '../../lib/locales';
import type { Block } from '../../schema/block';
import { AUTOSAVE_DEBOUNCE_MS } from '../drafts/draftSaver';
import { EditorIntl } from '../i18n/EditorIntl';
import { demoBlock } from '../store/actions/demoBlock';
import { Workbench } from './Workbench';

/** A wait for an autosave: the editor's pause before saving, then a wait's usual second. */
export const afterAutosave = afterPause(AUTOSAVE_DEBOUNCE_MS);

/** A draft page (id 5, revision 2) holding `fields`. */
export function makePage(fields: Block[] = [demoBlock('text_block_1'), demoBlock('spacer_block')]): CmsPage {
  return {
    id: '5',
    key: null,
    title: { fr: 'Essai', en: 'Test' },
    paths: { fr: '/fr/essai', en: '/en/test' },
    revision: 2,
    published: false,
    content: { fields: fields.map((b) => ({ ...b, block_params: b.block_params ?? {} })) },
    published_content: null,
  } as CmsPage;
}

/** A CMS API whose saves and publishes succeed (revision 3, then 4); `overrides` replace calls. */
export function makeApi(overrides: Partial<CmsApi> = {}): CmsApi {
  return {
    saveDraft: vi.fn().mockResolvedValue({ revision: 3 }),
    publish: vi.fn().mockResolvedValue({ revision: 4 }),
    getPage: vi.fn(),
    listVersions: vi.fn().mockResolvedValue([]),
    ...overrides,
  } as unknown as CmsApi;
}

/** Renders the workbench on `page` in `uiLocale` (default English); returns the view, the API and the `notify` spy. */
export async function renderWorkbench(page = makePage(), api = makeApi(), headerApi?: CmsHeaderApi, uiLocale: Locale = 'en') {
  const notify = vi.fn();
  const payload = makeTestPayload({ theme: { colorSchemesList: ['normal', 'normal-grey', 'inverted'] } });
  const view = await renderWithProviders(
    <EditorIntl locale={uiLocale}>
      <Workbench api={api} page={page} payload={payload} uiLocale={uiLocale} variant={null} notify={notify} headerApi={headerApi} />
    </EditorIntl>,
    { locale: uiLocale },
  );
  return { ...view, api, notify };
}
