import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { stubLayoutWidth, stubMatchMedia } from '../../ui/carousel/carouselTesting';
import { stubOverflow } from '../_parts/peopleTesting';
import { BROKERS_TESTIMONIALS_AUTOPLAY_MS, BROKERS_TESTIMONY_CLAMP_LINES } from './constants';

const block = getBlockDefinition('testimonials_brokers_block')!;

describe('testimonials_brokers_block', () => {
  let restore: Array<() => void> = [];
  beforeEach(() => {
    stubMatchMedia();
    restore = [stubLayoutWidth()];
  });
  afterEach(() => restore.forEach((undo) => undo()));

  it('accepts its demo; the carousel is on the right by default', () => {
    expect(block.fields.safeParse(block.demo.fields).success).toBe(true);
    expect(block.params.parse({}).orientation_x).toBe('right');
  });

  it('autoplays every 5000 ms and clamps each testimony to 7 lines (spec 001 §9)', async () => {
    expect(BROKERS_TESTIMONIALS_AUTOPLAY_MS).toBe(5000);
    await renderBlock(block, {}, { locale: 'fr' });
    const region = screen.getByRole('region', { name: 'Ils nous ont confié leur projet' });
    expect(await within(region).findByRole('button', { name: 'Mettre le défilement automatique en pause' })).toBeInTheDocument();
    const quotes = region.querySelectorAll('blockquote');
    expect(quotes.length).toBe(4);
    quotes.forEach((quote) => expect(quote).toHaveAttribute('data-clamp-lines', String(BROKERS_TESTIMONY_CLAMP_LINES)));
    expect(quotes[0].style.getPropertyValue('--clamp-lines')).toBe('7');
  });

  it('opens a cut testimony in a popup that locks page scroll and closes with Escape (en)', async () => {
    restore.push(stubOverflow());
    const { stores } = await renderBlock(block, {}, { locale: 'en' });
    const user = userEvent.setup();
    const [first] = screen.getAllByRole('button', { name: /Read the full testimony/ });
    await user.click(first);
    const dialog = screen.getByRole('dialog', { name: 'Geneviève Bouchard' });
    expect(dialog).toHaveTextContent('Our house had been on the market for four months');
    expect(dialog).toHaveTextContent('We recommend them without hesitation.');
    expect(stores.scrollLock.getState().requests.testimony).toBe(true);
    // Escape is pressed once the dialog holds the focus, as a keyboard user would.
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    // The modal leaves after its closing transition, a render later.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(first).toHaveFocus());
    expect(stores.scrollLock.getState().requests.testimony).toBe(false);
  });

  it('closes the popup with its close button', async () => {
    restore.push(stubOverflow());
    await renderBlock(block, {}, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: /Read the full testimony/ })[0]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a still list without arrows or autoplay with a single testimony', async () => {
    const fields = { ...block.demo.fields, testimonials_repeater: block.demo.fields.testimonials_repeater.slice(0, 1) };
    await renderBlock(block, { fields }, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'They trusted us with their move' });
    expect(region).toHaveAttribute('data-carousel', 'disabled');
    expect(within(region).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(within(region).queryByTestId('carousel-progress')).not.toBeInTheDocument();
  });
});
