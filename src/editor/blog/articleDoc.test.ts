import { describe, expect, it } from 'vitest';
import { emptyArticleDocument } from '../../schema/articleDocument';
import { slugify } from '../../lib/slug';
import { articleDocumentOf, editorDocOf } from './articleDoc';

describe('article documents in the editor', () => {
  it('suggests URL slugs from French and English titles', () => {
    expect(slugify('Acheter sa première maison : le guide étape par étape')).toBe('acheter-sa-premiere-maison-le-guide-etape-par-etape');
    expect(slugify('L’inspection préachat, c’est essentiel!')).toBe('l-inspection-preachat-c-est-essentiel');
    expect(slugify('   ')).toBe('');
    expect(slugify('a '.repeat(50)).length).toBeLessThanOrEqual(60);
  });

  it('round-trips a document through the editor, dropping empty texts', () => {
    const document = {
      ...emptyArticleDocument({ fr: 'Titre' }),
      slug: { fr: 'titre' },
      body: { fields: [{ block_type: 'article_text_block', block_params: {}, fields: { content: { fr: '<p>x</p>' } } }] },
    };
    const doc = editorDocOf(document);
    expect(doc.title).toEqual({ fr: 'Titre', en: '' });
    const back = articleDocumentOf(doc);
    expect(back.title).toEqual({ fr: 'Titre' });
    expect(back.body.fields).toEqual(document.body.fields);
    expect(back.slug).toEqual({ fr: 'titre' });
  });
});
