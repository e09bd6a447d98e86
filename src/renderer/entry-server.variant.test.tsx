// @vitest-environment node
/**
 * A content variant's banner (spec 000 §1 "A variant indicator banner appears when a content
 * variant is being previewed"): part of the server's HTML for a preview (a CMS user, a signed
 * preview link: `variant.preview`), with its messages in the island's state; never shown to a
 * visitor of a published variant, who gets its content alone.
 */
import { describe, expect, it } from 'vitest';
import type { ContentApi, PageResponse } from '../api/contentApi';
import { render } from './entry-server';
import { PAGE_STATE_ID, type PageIslandState } from './page/PageIsland';
import { fakeApi, options, seededPayload } from './testing/ssrFixtures';

function apiServing(variant: Record<string, unknown>): ContentApi {
  const page = { ...seededPayload(), variant };
  const answer = async (): Promise<PageResponse> => ({ status: 200, data: page });
  return { ...fakeApi(() => page), pageByDomain: answer, pageBySite: answer };
}

const withIsland = {
  assets: {
    scripts: [{ src: '/assets/entry-client-abc.js' }],
    stylesheets: [],
    modulePreloads: [],
    publicPage: { scripts: [{ src: '/assets/entry-public-abc.js' }], stylesheets: [], modulePreloads: [] },
  },
};

async function pageHtml(variant: Record<string, unknown>, path = '/fr'): Promise<string> {
  const request = new Request(`http://localhost:3000${path}?variant=printemps`, { headers: { host: 'localhost:3000' } });
  return (await render(request, options(apiServing(variant), withIsland))).text();
}

const spring = { id: 'printemps', name: 'Campagne printemps', color: '#b8894a' };

describe('the variant banner', () => {
  it('is in the server’s HTML of a preview, in the page’s language, in the variant’s colour', async () => {
    const html = await pageHtml({ ...spring, preview: true });
    expect(html).toMatch(/role="status"[^>]*style="background:#b8894a[^"]*"[^>]*>Aperçu de la variante « Campagne printemps »/);
    const english = await pageHtml({ ...spring, preview: true }, '/en');
    expect(english).toContain('Previewing variant “Campagne printemps”');
  });

  it('sends its messages with the page, so hydrating it waits for no download', async () => {
    const html = await pageHtml({ ...spring, preview: true });
    const state = JSON.parse(new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`).exec(html)![1]!) as PageIslandState;
    expect(JSON.stringify(state.messages)).toContain('Aperçu de la variante');
  });

  it('is not shown to a visitor of a published variant', async () => {
    const html = await pageHtml(spring);
    expect(html).not.toContain('Aperçu de la variante');
    expect(html).not.toContain('style="background:#b8894a');
  });
});
