import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const post = getBlockDefinition('blog_post_block')!;
const payload = {
  seo: {
    canonical_url: { fr: '/fr/blogue/acheter-1', en: '/en/blog/buying-1' },
  },
  alternate_paths: [],
};

describe('blog_post_block', () => {
  it('shows the title as the page heading, the author, date, reading time, body and tags', async () => {
    await renderBlock(post, {}, { locale: 'fr', payload });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acheter sa première maison : par où commencer?');
    expect(screen.getByText('Par Julie Tremblay')).toBeInTheDocument();
    expect(screen.getByText('14 septembre 2026')).toHaveAttribute('datetime', '2026-09-14T13:00:00.000Z');
    expect(screen.getByText(/^Temps de lecture : 4\smin$/)).toBeInTheDocument();
    expect(screen.getByText(/Un premier achat se prépare/)).toBeInTheDocument();
    expect(screen.getByText('Premier achat')).toBeInTheDocument();
  });

  it('shares the address on the site’s primary domain, the one its canonical link names', async () => {
    await renderBlock(post, {}, { locale: 'fr', payload: { ...payload, primary_domain: 'julietremblay.ca' } });
    const [facebook] = screen.getAllByRole('link', { name: 'Partager sur Facebook (nouvel onglet)' });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://julietremblay.ca/fr/blogue/acheter-1')}`);
  });

  it('shares on Facebook, X and LinkedIn in a new tab, by e-mail with the address, and prints', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await renderBlock(post, {}, { locale: 'en', payload });
    const url = `${window.location.origin}/en/blog/buying-1`;
    const [facebook] = screen.getAllByRole('link', {
      name: 'Share on Facebook (new tab)',
    });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getAllByRole('link', { name: 'Share on X (Twitter) (new tab)' })[0].getAttribute('href')).toContain(`url=${encodeURIComponent(url)}`);
    expect(screen.getAllByRole('link', { name: 'Share on LinkedIn (new tab)' })[0].getAttribute('href')).toContain(encodeURIComponent(url));
    expect(screen.getAllByRole('link', { name: 'Send by e-mail' })[0].getAttribute('href')).toBe(
      `mailto:?subject=${encodeURIComponent('Buying your first home: where to start?')}&body=${encodeURIComponent(url)}`,
    );
    await user.click(screen.getAllByRole('button', { name: 'Print' })[0]);
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('skips a malformed body block and keeps the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const demo = post.demo.fields as { main_content: unknown[] };
    await renderBlock(
      post,
      {
        fields: {
          ...demo,
          main_content: [
            {
              block_type: 'article_quote_block',
              block_params: {},
              fields: { quote: 42 },
            },
            {
              block_type: 'article_list_block',
              block_params: { ordered: true },
              fields: { items: { fr: 'Un\nDeux', en: 'One\nTwo' } },
            },
          ],
        } as never,
      },
      { locale: 'en', payload },
    );
    expect(screen.getByText('Two').closest('ol')).not.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('article_quote_block'));
    warn.mockRestore();
  });
});
