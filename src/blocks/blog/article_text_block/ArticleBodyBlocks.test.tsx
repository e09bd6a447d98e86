import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

describe('article body blocks', () => {
  it('render text, quote, list, image and video from their demos', async () => {
    await renderBlock(getBlockDefinition('article_text_block')!, {}, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Start with the budget' })).toBeInTheDocument();

    await renderBlock(getBlockDefinition('article_quote_block')!, {}, { locale: 'en' });
    expect(screen.getByText(/A pre-purchase inspection costs/).closest('blockquote')).not.toBeNull();
    expect(screen.getByText('— Julie Tremblay, real estate broker')).toBeInTheDocument();

    await renderBlock(getBlockDefinition('article_list_block')!, {}, { locale: 'fr' });
    expect(screen.getByText('La preuve d’assurance habitation').tagName).toBe('LI');

    await renderBlock(getBlockDefinition('article_image_block')!, {}, { locale: 'en' });
    expect(screen.getByText('Old Longueuil, steps from the river.').tagName).toBe('FIGCAPTION');

    const { container } = await renderBlock(getBlockDefinition('article_video_block')!, {}, { locale: 'en' });
    const video = container.querySelector('video')!;
    // Controls appear after the first play; until then the play overlay, named by the caption.
    expect(video).not.toHaveAttribute('controls');
    expect(screen.getByRole('button', { name: 'Play the video: A tour of a Brossard condo.' })).toBeInTheDocument();
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/visite-condo.mp4');
  });

  it('are offered when editing an article, never in the page library', () => {
    for (const type of ['article_text_block', 'article_quote_block', 'article_list_block', 'article_image_block', 'article_video_block']) {
      expect(getBlockDefinition(type)?.articleBody).toBe(true);
    }
  });
});
