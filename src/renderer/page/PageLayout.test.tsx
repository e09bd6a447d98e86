import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBlockDefinition } from '../../blocks/registry';
import { makeTestPayload, renderWithProviders } from '../../blocks/testing/renderBlock';
import { FIRST_BLOCK_PARSED_ID } from '../../lib/pageBlockMarkers';
import { PageLayout, warnDuplicateMainContentId } from './PageLayout';

const spacer = (height: number) => ({ block_type: 'spacer_block', block_params: {}, fields: { height } });

afterEach(() => {
  document.body.style.overflow = '';
});

describe('PageLayout', () => {
  it('warns when another element already carries the main-content id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const payload = makeTestPayload({ content: { fields: [] } });
    await renderWithProviders(<PageLayout payload={payload} locale="fr" path="/fr" />, { payload });
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('main-content'));
    const intruder = document.createElement('div');
    intruder.id = 'main-content';
    document.body.append(intruder);
    expect(warnDuplicateMainContentId()).toBe(true);
    expect(warn).toHaveBeenCalledWith('Another element already has the id "main-content": the skip link may not reach the main content.');
    intruder.remove();
    warn.mockRestore();
  });

  it('renders header, <main id="main-content"> content and the site footer', async () => {
    const payload = makeTestPayload({
      header: { fields: [spacer(11)] },
      footer: { fields: [spacer(33)] },
      content: { fields: [spacer(22)] },
      metadata: { brand_version_2: true },
    });
    const { container } = await renderWithProviders(<PageLayout payload={payload} locale="fr" path="/fr" />, { payload });
    const blocks = [...container.querySelectorAll('[data-block-type="spacer_block"]')];
    expect(blocks).toHaveLength(3);
    expect(container.querySelector('main#main-content [data-block-type="spacer_block"]')).toBe(blocks[1]);
    expect(container.querySelector('[data-brand-version]')).toHaveAttribute('data-brand-version', '2');
  });

  it('marks the end of a hero opening the page (the first paint waits for it), and only then', async () => {
    const hero = { block_type: 'hero_block_2', block_params: {}, fields: getBlockDefinition('hero_block_2')!.demo.fields };
    const withHero = makeTestPayload({ content: { fields: [hero, spacer(22)] } });
    const first = await renderWithProviders(<PageLayout payload={withHero} locale="fr" path="/fr" />, { payload: withHero });
    const marker = first.container.querySelector(`main > template#${FIRST_BLOCK_PARSED_ID}`);
    expect(marker?.previousElementSibling).toHaveAttribute('data-block-type', 'hero_block_2');
    expect(marker?.nextElementSibling).toHaveAttribute('data-block-type', 'spacer_block');
    first.unmount();

    const heroLower = makeTestPayload({ content: { fields: [spacer(22), hero] } });
    const second = await renderWithProviders(<PageLayout payload={heroLower} locale="en" path="/en" />, { payload: heroLower });
    expect(second.container.querySelector(`#${FIRST_BLOCK_PARSED_ID}`)).toBeNull();
  });

  it('lets content.override.footer win over the site footer', async () => {
    const payload = makeTestPayload({
      footer: { fields: [spacer(33)] },
      content: { fields: [], override: { footer: { fields: [spacer(44), spacer(45)] } } },
    });
    const { container } = await renderWithProviders(<PageLayout payload={payload} locale="fr" path="/fr" />, { payload });
    expect(container.querySelectorAll('[data-block-type="spacer_block"]')).toHaveLength(2);
  });

  it('hides the footer on the properties-search page', async () => {
    const payload = makeTestPayload({ footer: { fields: [spacer(33)] }, content: { fields: [] } });
    const { container } = await renderWithProviders(<PageLayout payload={payload} locale="en" path="/en/properties" />, {
      payload,
      path: '/en/properties',
    });
    expect(container.querySelector('[data-block-type="spacer_block"]')).toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('locks page scroll while a scroll-lock request or the contact modal is open', async () => {
    const payload = makeTestPayload();
    const { stores } = await renderWithProviders(<PageLayout payload={payload} locale="fr" path="/fr" />, { payload });
    expect(document.body.style.overflow).toBe('');
    act(() => stores.scrollLock.getState().set('mobile-menu', true));
    expect(document.body.style.overflow).toBe('hidden');
    act(() => stores.scrollLock.getState().set('mobile-menu', false));
    expect(document.body.style.overflow).toBe('');
  });
});
