import { describe, expect, it } from 'vitest';
import { emptyArticleDocument } from '../../../schema/articleDocument';
import { handlerOf } from './index';
import { setArticleMeta } from './setArticleMeta';
import { after, testDoc } from './testDoc';

describe('setArticleMeta', () => {
  const { title: _title, body: _body, ...meta } = emptyArticleDocument();
  const articleDoc = () => ({ ...testDoc(), meta });

  it('changes one part of an article’s details and coalesces per part', () => {
    const action = setArticleMeta('slug', { fr: 'vendre-au-printemps' });
    expect(after(action, articleDoc()).meta?.slug).toEqual({ fr: 'vendre-au-printemps' });
    expect(after(setArticleMeta('category_ids', [3, 5]), articleDoc()).meta?.category_ids).toEqual([3, 5]);
    expect(handlerOf(action).coalesceKey?.(action)).toBe('meta:slug');
  });

  it('leaves a page (no details) unchanged', () => {
    expect(after(setArticleMeta('featured', true))).toEqual(testDoc());
  });
});
