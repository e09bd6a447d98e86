/**
 * The text and Q&A content blocks are editable through the generated forms: every field of their
 * demo has a widget, the library offers them, and a repeater adds an entry from its item's demo.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../blocks/registry';
import { searchBlocks } from '../library/BlockLibrary';
import { renderSchemaForm } from './formTestHarness';

const TYPES = ['qa_block', 'list_block', 'cta_double_block', 'highlights_block', 'txt_img_double_block_1', 'text_img_multiple_block_1'];
const demoFields = (type: string) => structuredClone(getBlockDefinition(type)!.demo.fields) as any;

describe('content blocks in the editor', () => {
  it('are offered by the “add a block” library, with demo content that validates', () => {
    const offered = searchBlocks('').flatMap(([, definitions]) => definitions.map((d) => d.type));
    for (const type of TYPES) {
      expect(offered, type).toContain(type);
      const definition = getBlockDefinition(type)!;
      expect(definition.fields.safeParse(definition.demo.fields).success, type).toBe(true);
      expect(definition.params.safeParse(definition.demo.block_params ?? {}).success, type).toBe(true);
    }
    for (const item of ['qa_item', 'icon_list_item', 'icon_cta_card_item']) expect(offered).not.toContain(item);
  });

  it.each(TYPES)('%s: every field and param of the demo has a widget', (type) => {
    const definition = getBlockDefinition(type)!;
    const fields = renderSchemaForm(definition.fields, demoFields(type));
    expect(screen.queryByText('This field cannot be edited here.')).toBeNull();
    fields.unmount();
    renderSchemaForm(definition.params, structuredClone(definition.demo.block_params ?? {}));
    expect(screen.getByText('Colour scheme')).toBeInTheDocument();
  });

  it('adds a question from the qa_item demo', async () => {
    const user = userEvent.setup();
    const qa = getBlockDefinition('qa_block')!;
    const form = renderSchemaForm(qa.fields, { ...demoFields('qa_block'), qa_repeater: [] });
    await user.click(screen.getByRole('button', { name: /^Add an item — Question and answer/ }));
    const list = form.value().qa_repeater;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ block_type: 'qa_item', fields: { main_title: { en: 'What is the welcome tax?' } } });
    expect(qa.fields.safeParse(form.value()).success).toBe(true);
  });

  it('switches the Q&A block to one answer open at a time', async () => {
    const user = userEvent.setup();
    const params = renderSchemaForm(getBlockDefinition('qa_block')!.params, { allow_multiple: true });
    await user.click(screen.getByRole('switch', { name: /Several answers open at once/ }));
    expect(params.value().allow_multiple).toBe(false);
  });
});
