import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { stubOverflow } from '../_parts/peopleTesting';
import { TESTIMONY_COLLAPSE_LARGE_PX, TESTIMONY_COLLAPSE_SMALL_PX } from './TestimonialsListBlock';

const block = getBlockDefinition('testimonials_list_block')!;

describe('testimonials_list_block', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('accepts its demo', () => {
    expect(block.fields.safeParse(block.demo.fields).success).toBe(true);
  });

  it('shows the first 3 testimonies, then all of them once "show more" is pressed (fr)', async () => {
    await renderBlock(block, {}, { locale: 'fr' });
    expect(screen.getAllByTestId('testimonial')).toHaveLength(3);
    const more = screen.getByRole('button', { name: /Voir plus de témoignages/ });
    expect(more).toHaveAccessibleName(/^Voir plus de témoignages\s*\(3 autres éléments\)$/);
    await userEvent.setup().click(more);
    const all = screen.getAllByTestId('testimonial');
    expect(all).toHaveLength(6);
    expect(all[3]).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Voir plus/ })).not.toBeInTheDocument();
  });

  it('offers no "show more" with 3 testimonies or fewer', async () => {
    const fields = { ...block.demo.fields, testimonials_repeater: block.demo.fields.testimonials_repeater.slice(0, 3) };
    await renderBlock(block, { fields }, { locale: 'en' });
    expect(screen.getAllByTestId('testimonial')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('collapses a long testimony at 128 px (256 px from 992 px) with read more / read less (en)', async () => {
    expect([TESTIMONY_COLLAPSE_LARGE_PX, TESTIMONY_COLLAPSE_SMALL_PX]).toEqual([256, 128]);
    restore = stubOverflow(600, 128);
    await renderBlock(block, {}, { locale: 'en' });
    const first = screen.getAllByTestId('testimonial')[0];
    const quote = first.querySelector('blockquote')!;
    expect(quote).toHaveAttribute('data-collapsed', 'true');
    expect(quote.style.getPropertyValue('--collapse-small')).toBe('128px');
    expect(quote.style.getPropertyValue('--collapse-large')).toBe('256px');
    const toggle = within(first).getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', quote.id);
    const user = userEvent.setup();
    await user.click(toggle);
    expect(quote).toHaveAttribute('data-collapsed', 'false');
    expect(within(first).getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(first).getByRole('button', { name: 'Read less' }));
    expect(quote).toHaveAttribute('data-collapsed', 'true');
  });

  it('offers no toggle for a testimony that fits', async () => {
    await renderBlock(block, {}, { locale: 'en' });
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('shows the member placeholder for an author without a portrait', async () => {
    const [item] = block.demo.fields.testimonials_repeater;
    const fields = { testimonials_repeater: [{ ...item, fields: { ...item.fields, author_avatar: undefined } }] };
    await renderBlock(block, { fields }, { locale: 'en' });
    expect(screen.getByTestId('testimonial').querySelector('img')).toHaveAttribute('src', '/placeholders/member.svg');
  });
});
