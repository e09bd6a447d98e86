import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { colorSchemeName } from '../../schema/content';

vi.mock('../../blocks/registry', () => {
  const definitions = new Map<string, unknown>([
    [
      'greeting_block',
      {
        type: 'greeting_block',
        family: 'content',
        label: { fr: 'Salutation', en: 'Greeting' },
        fields: z.object({ name: z.string(), size: z.number().default(2) }),
        params: z.object({ color_scheme: colorSchemeName.optional() }),
        component: ({ fields, index }: { fields: { name: string; size: number }; index: number }) => (
          <p>
            Bonjour {fields.name} (size {fields.size}, index {index})
          </p>
        ),
        demo: { fields: { name: 'Julie' } },
      },
    ],
    [
      'crashing_block',
      {
        type: 'crashing_block',
        family: 'content',
        label: { fr: 'Plante', en: 'Crashes' },
        fields: z.object({}),
        params: z.object({}),
        component: () => {
          throw new Error('boom');
        },
        demo: { fields: {} },
      },
    ],
    [
      'some_item',
      {
        type: 'some_item',
        family: 'item',
        item: true,
        label: { fr: 'Élément', en: 'Item' },
        fields: z.object({}),
        params: z.object({}),
        component: () => <p>item</p>,
        demo: { fields: {} },
      },
    ],
  ]);
  return { blockDefinitions: [...definitions.values()], getBlockDefinition: (type: string) => definitions.get(type) };
});

const { BlockList } = await import('./BlockList');

afterEach(() => vi.restoreAllMocks());

describe('BlockList', () => {
  it('renders known blocks with parsed fields inside a scheme wrapper', () => {
    const { container } = render(
      <BlockList
        blocks={[{ block_type: 'greeting_block', block_params: { color_scheme: 'inverted' }, fields: { name: 'Julie' } }]}
      />,
    );
    expect(screen.getByText('Bonjour Julie (size 2, index 0)')).toBeInTheDocument();
    const wrapper = container.querySelector('[data-block-type="greeting_block"]');
    expect(wrapper).toHaveAttribute('data-color-scheme', 'inverted');
    expect(wrapper?.className).toBeTruthy();
  });

  it('skips an unknown block with the spec warning and keeps the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <BlockList
        blocks={[
          { block_type: 'mystery_block', block_params: {}, fields: {} },
          { block_type: 'greeting_block', block_params: {}, fields: { name: 'Marc' } },
        ]}
      />,
    );
    expect(warn).toHaveBeenCalledWith('Failed to locate block.', 'mystery_block');
    expect(screen.getByText(/Bonjour Marc/)).toBeInTheDocument();
  });

  it('skips a block whose fields fail validation, warning with the zod issues', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <BlockList blocks={[{ block_type: 'greeting_block', block_params: {}, fields: { name: 42 } }]} />,
    );
    expect(container.querySelector('[data-block-type]')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    const [message, issues] = warn.mock.calls[0];
    expect(message).toContain('greeting_block');
    expect(issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: ['name'] })]));
  });

  it('ignores an unknown colour scheme with a warning but still renders the block', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <BlockList blocks={[{ block_type: 'greeting_block', block_params: { color_scheme: 'sepia' }, fields: { name: 'Léa' } }]} />,
    );
    expect(warn).toHaveBeenCalledWith('Color scheme name does not exist !', 'sepia');
    expect(screen.getByText(/Bonjour Léa/)).toBeInTheDocument();
    expect(container.querySelector('[data-block-type="greeting_block"]')).toHaveAttribute('data-color-scheme', 'normal');
  });

  it('survives a block that throws while rendering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <BlockList
        blocks={[
          { block_type: 'crashing_block', block_params: {}, fields: {} },
          { block_type: 'greeting_block', block_params: {}, fields: { name: 'Sophie' } },
        ]}
      />,
    );
    expect(screen.getByText(/Bonjour Sophie \(size 2, index 1\)/)).toBeInTheDocument();
  });

  it('does not render repeater item blocks placed directly in a page', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<BlockList blocks={[{ block_type: 'some_item', block_params: {}, fields: {} }]} />);
    expect(screen.queryByText('item')).toBeNull();
  });
});
