import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsApiError, type CmsApi } from '../../api/cmsApi';
import type { CmsArticle, CmsArticleSummary, CmsArticlesApi } from '../../api/cmsArticlesApi';
import { makeTestPayload, renderWithProviders } from '../../blocks/testing/renderBlock';
import { emptyArticleDocument } from '../../schema/articleDocument';
import { EditorIntl } from '../i18n/EditorIntl';
import { demoBlock } from '../store/actions/demoBlock';
import { ArticleList } from './ArticleList';
import { ArticleWorkbench } from './ArticleWorkbench';

afterEach(() => vi.useRealTimers());

const article: CmsArticle = {
  id: 7,
  title: { fr: 'Vendre au printemps' },
  status: 'draft',
  published_at: null,
  languages: [],
  public_languages: [],
  featured: false,
  author_id: null,
  category_ids: [],
  revision: 3,
  has_draft: true,
  updated_at: null,
  updated_by: null,
  document: {
    ...emptyArticleDocument({ fr: 'Vendre au printemps' }),
    slug: { fr: 'vendre-au-printemps' },
    body: {
      fields: [{ ...demoBlock('article_text_block'), block_params: {} }],
    },
  },
};

function makeArticlesApi(overrides: Partial<CmsArticlesApi> = {}): CmsArticlesApi {
  return {
    saveDraft: vi.fn().mockResolvedValue({ revision: 4, updated_at: null }),
    publish: vi.fn().mockResolvedValue({
      revision: 5,
      status: 'published',
      published_at: '2026-11-24T15:00:00.000Z',
    }),
    unpublish: vi.fn(),
    versions: vi.fn().mockResolvedValue([]),
    remove: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  } as unknown as CmsArticlesApi;
}

async function renderWorkbench(articlesApi = makeArticlesApi()) {
  const notify = vi.fn();
  await renderWithProviders(
    <EditorIntl locale="en">
      <ArticleWorkbench
        api={{} as CmsApi}
        articlesApi={articlesApi}
        article={article}
        authors={[{ id: 1, name: 'Julie Tremblay', avatar_url: null, bio: {} }]}
        categories={[
          {
            id: 2,
            label: { fr: 'Vendre', en: 'Selling' },
            position: 0,
            articles_count: 3,
          },
        ]}
        payload={makeTestPayload({ theme: { colorSchemesList: ['normal'] } })}
        uiLocale="en"
        notify={notify}
        onBack={vi.fn()}
        onReload={vi.fn()}
      />
    </EditorIntl>,
    { locale: 'en' },
  );
  return { notify, articlesApi };
}

describe('article workbench', () => {
  it('shows the body blocks and the details; the address follows the title until edited', async () => {
    await renderWorkbench();
    expect(document.querySelectorAll('[data-editor-block="article_text_block"]')).toHaveLength(1);
    const french = screen.getByRole('group', { name: 'French' });
    fireEvent.change(within(french).getByLabelText('Title'), {
      target: { value: 'Vendre au printemps à Longueuil' },
    });
    expect(within(french).getByLabelText('Address (slug)')).toHaveValue('vendre-au-printemps-a-longueuil');
    fireEvent.change(within(french).getByLabelText('Address (slug)'), {
      target: { value: 'vendre-longueuil' },
    });
    fireEvent.change(within(french).getByLabelText('Title'), {
      target: { value: 'Autre titre' },
    });
    expect(within(french).getByLabelText('Address (slug)')).toHaveValue('vendre-longueuil');
  });

  it('autosaves the whole article document, then publishes the saved revision', async () => {
    const { articlesApi, notify } = await renderWorkbench();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Selling' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Author' }), '1');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(articlesApi.saveDraft).toHaveBeenCalled();
    const saved = vi.mocked(articlesApi.saveDraft).mock.calls.at(-1)![1];
    expect(saved.revision).toBe(3);
    expect(saved.document).toMatchObject({
      title: { fr: 'Vendre au printemps' },
      slug: { fr: 'vendre-au-printemps' },
      category_ids: [2],
      author_id: 1,
    });
    expect(saved.document.body.fields[0].block_type).toBe('article_text_block');
    expect(articlesApi.publish).toHaveBeenCalledWith(7, 4, undefined);
    expect(notify).toHaveBeenCalledWith('Article published.');
    expect(screen.getByText('Published')).toBeInTheDocument();
  });

  it('shows the server’s field messages when publishing is refused', async () => {
    const publish = vi.fn().mockRejectedValue(
      new CmsApiError(422, 'invalid_article', 'Complete the article before publishing it.', {
        fields: {
          'document.slug.en': ['Enter the address (slug) of this language.'],
        },
      }),
    );
    await renderWorkbench(makeArticlesApi({ publish }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));
    const english = screen.getByRole('group', { name: 'English' });
    expect(within(english).getByLabelText('Address (slug)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(english).getByText('Enter the address (slug) of this language.')).toBeInTheDocument();
  });

  it('schedules for a future date', async () => {
    const publish = vi.fn().mockResolvedValue({
      revision: 5,
      status: 'scheduled',
      published_at: '2030-01-02T14:00:00.000Z',
    });
    await renderWorkbench(makeArticlesApi({ publish }));
    fireEvent.change(screen.getByLabelText('Publish on'), {
      target: { value: '2030-01-02T09:00' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Schedule' })));
    expect(publish.mock.calls[0][2]).toBe(new Date('2030-01-02T09:00').toISOString());
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
  });
});

describe('articles list', () => {
  const summaries: CmsArticleSummary[] = [
    {
      ...article,
      id: 1,
      title: { fr: 'Taxe de bienvenue', en: 'Welcome tax' },
      status: 'published',
      languages: ['fr', 'en'],
      published_at: '2026-10-01T13:00:00.000Z',
    },
    {
      ...article,
      id: 2,
      title: { fr: 'Guide de Boucherville' },
      status: 'scheduled',
      languages: ['fr'],
      published_at: '2030-01-01T13:00:00.000Z',
    },
  ];

  async function renderList(articlesApi = makeArticlesApi()) {
    const onChanged = vi.fn();
    const onOpen = vi.fn();
    await renderWithProviders(
      <EditorIntl locale="fr">
        <ArticleList articlesApi={articlesApi} articles={summaries} uiLocale="fr" onOpen={onOpen} onChanged={onChanged} onManageTaxonomy={vi.fn()} notify={vi.fn()} />
      </EditorIntl>,
      { locale: 'fr' },
    );
    return { onChanged, onOpen, articlesApi };
  }

  it('searches and filters by status and language', async () => {
    await renderList();
    const user = userEvent.setup();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un article' }), 'bienvenue');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher un article' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'scheduled');
    expect(screen.getByRole('button', { name: 'Guide de Boucherville' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'en');
    expect(screen.getByText('Aucun article ne correspond à ces filtres.')).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const { articlesApi, onChanged } = await renderList();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Supprimer « Taxe de bienvenue »' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Supprimer l’article?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(articlesApi.remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Supprimer « Taxe de bienvenue »' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    expect(articlesApi.remove).toHaveBeenCalledWith(1);
    expect(onChanged).toHaveBeenCalled();
  });
});
