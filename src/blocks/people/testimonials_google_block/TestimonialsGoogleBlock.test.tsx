import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { stubLayoutWidth, stubMatchMedia } from '../../ui/carousel/carouselTesting';
import { formatReviewDate } from './TestimonialsGoogleBlock';

const block = getBlockDefinition('testimonials_google_block')!;

describe('testimonials_google_block', () => {
  let restore = () => {};
  beforeEach(() => {
    stubMatchMedia();
    restore = stubLayoutWidth();
  });
  afterEach(() => restore());

  it('accepts its demo; a review without a score scores 0', () => {
    expect(block.fields.safeParse(block.demo.fields).success).toBe(true);
    const item = block.fields.parse({ testimonials_repeater: [{ block_type: 'testimonial_review_item', fields: { author_name: 'A', description: { fr: 'x' } } }] });
    expect(item.testimonials_repeater[0].fields.review_score).toBe(0);
  });

  it('shows the average to 2 decimals, its stars rounded to halves and the total (en)', async () => {
    await renderBlock(block, { fields: { ...block.demo.fields, average_score: 4.2649 } }, { locale: 'en' });
    const score = screen.getByTestId('review-score');
    expect(score).toHaveTextContent('4.26');
    expect(within(score).getByRole('img')).toHaveAccessibleName('Rated 4.5 out of 5');
    expect(score).toHaveTextContent('Based on 128 reviews');
  });

  it('writes the average the French way and rates each review (fr)', async () => {
    await renderBlock(block, {}, { locale: 'fr' });
    const score = screen.getByTestId('review-score');
    expect(score).toHaveTextContent('4,87');
    expect(within(score).getByRole('img')).toHaveAccessibleName('Note de 5 sur 5');
    const reviews = screen.getAllByTestId('review');
    expect(reviews).toHaveLength(6);
    expect(within(reviews[2]).getByRole('img', { name: 'Note de 4,5 sur 5' })).toBeInTheDocument();
    expect(reviews[0]).toHaveTextContent('14 septembre 2026');
  });

  it('does not autoplay', async () => {
    await renderBlock(block, {}, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'Our online reviews' });
    expect(await within(region).findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /Pause/ })).not.toBeInTheDocument();
    expect(within(region).queryByTestId('carousel-progress')).not.toBeInTheDocument();
  });

  it('keeps a review date that is not ISO as written', () => {
    expect(formatReviewDate('il y a 2 semaines', 'fr-CA')).toBe('il y a 2 semaines');
    expect(formatReviewDate('2026-09-14', 'en-CA')).toBe('September 14, 2026');
  });
});
