import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { localizedText } from '../../schema/content';
import { renderSchemaForm } from './formTestHarness';
import { getBlockDefinition } from '../../blocks/registry';

const contactInfosBlock = getBlockDefinition('contact_infos_block')!;
const headerClassic = getBlockDefinition('header_classic')!;
const textBlock1 = getBlockDefinition('text_block_1')!;

vi.mock('../../blocks/ui/monaco/MonacoEditor', () => ({
  MonacoEditor: (props: { value: string; onChange(v: string): void; ariaLabel: string }) => (
    <textarea aria-label={props.ariaLabel} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
  ),
}));

const demoFields = (definition: { demo: { fields: unknown } }) => structuredClone(definition.demo.fields) as any;

describe('SchemaForm with text_block_1', () => {
  it('edits a bilingual title and keeps the other language and siblings untouched', async () => {
    const user = userEvent.setup();
    const initial = demoFields(textBlock1);
    const form = renderSchemaForm(textBlock1.fields, initial);
    const english = screen.getByLabelText('Main title (English)');
    await user.clear(english);
    await user.type(english, 'Sell with us');
    const value = form.value();
    expect(value.main_title.en).toBe('Sell with us');
    expect(value.main_title.fr).toBe(initial.main_title.fr);
    // Immutable: the initial value is untouched and unchanged branches are shared.
    expect(initial.main_title.en).not.toBe('Sell with us');
    expect(value.description).toBe(form.changes[0] && (form.changes[0] as any).description);
    expect(textBlock1.fields.safeParse(value).success).toBe(true);
  });

  it('shows French labels when the UI is in French', () => {
    renderSchemaForm(textBlock1.fields, demoFields(textBlock1), {
      uiLocale: 'fr',
    });
    expect(screen.getByRole('group', { name: 'Titre principal' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Surtitre' })).toBeInTheDocument();
    expect(screen.getByLabelText('Titre principal (Anglais)')).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Copier du français\u00a0: Titre principal (Anglais)',
      }),
    ).toBeInTheDocument();
  });

  it('shows English labels (humanised keys and the dictionary) in English', () => {
    renderSchemaForm(textBlock1.params, {}, { uiLocale: 'en' });
    expect(screen.getByText('Colour scheme')).toBeVisible();
    expect(screen.getByText('Horizontal orientation')).toBeVisible();
    expect(screen.getByText('Text alignment')).toBeVisible();
    expect(screen.getByRole('button', { name: /Colour scheme/ })).toHaveTextContent('None');
  });

  it('copies a value from the other language', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ main_title: localizedText }), {
      main_title: { fr: 'Vendre avec nous', en: '' },
    });
    const copy = screen.getByRole('button', {
      name: 'Copy from French: Main title (English)',
    });
    await user.click(copy);
    expect(form.value().main_title).toEqual({
      fr: 'Vendre avec nous',
      en: 'Vendre avec nous',
    });
    expect(screen.getByLabelText('Main title (English)')).toHaveValue('Vendre avec nous');
    // Nothing to copy from an empty language.
    const form2 = renderSchemaForm(z.object({ sub_title: localizedText }), {
      sub_title: { fr: 'Bonjour' },
    });
    expect(
      within(form2.container).getByRole('button', {
        name: 'Copy from English: Subtitle (French)',
      }),
    ).toBeDisabled();
  });

  it('shows zod issues inline under their field, with aria-invalid and aria-describedby', () => {
    renderSchemaForm(textBlock1.fields, demoFields(textBlock1), {
      issues: [
        {
          path: ['main_title', 'en'],
          message: 'The English title is required',
        },
        { path: ['cta', 'url', 'fr'], message: 'Start internal links with /' },
      ],
    });
    const english = screen.getByLabelText('Main title (English)');
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(english).toHaveAccessibleDescription('The English title is required');
    expect(screen.getByLabelText('Main title (French)')).not.toHaveAttribute('aria-invalid');
    const url = screen.getByLabelText('Link URL (French)');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription('Start internal links with /');
  });

  it('validates as you type when the caller feeds zod issues back', async () => {
    const user = userEvent.setup();
    const schema = z.object({
      name: z.string().min(3, 'At least 3 characters'),
    });
    renderSchemaForm(schema, { name: 'Jean' }, { validate: true });
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.clear(input);
    await user.type(input, 'J');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('At least 3 characters')).toBeInTheDocument();
    await user.type(input, 'ean');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('adds and removes an optional link (cta)', async () => {
    const user = userEvent.setup();
    const initial = demoFields(textBlock1);
    delete initial.cta;
    const form = renderSchemaForm(textBlock1.fields, initial);
    await user.click(screen.getByRole('button', { name: 'Add Call to action' }));
    expect(form.value().cta).toMatchObject({
      text: {},
      url: {},
      target: '_self',
    });
    await user.type(screen.getByLabelText('Link text (English)'), 'Contact us');
    expect(form.value().cta.text.en).toBe('Contact us');
    await user.click(screen.getByRole('button', { name: 'Remove Call to action' }));
    expect(form.value()).not.toHaveProperty('cta');
  });
});

describe('SchemaForm with contact_infos_block (repeater of item blocks)', () => {
  it('lists items by their first text field and adds one from the item demo', async () => {
    const user = userEvent.setup();
    const initial = demoFields(contactInfosBlock);
    const count = initial.contact_infos_repeater.length;
    const form = renderSchemaForm(contactInfosBlock.fields, initial, {
      uiLocale: 'en',
    });
    const firstTitle = initial.contact_infos_repeater[0].fields.main_title.en;
    expect(screen.getByRole('button', { name: `Expand item 1: ${firstTitle}` })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Add an item — Contact information' }));
    const list = form.value().contact_infos_repeater;
    expect(list).toHaveLength(count + 1);
    expect(list[count].block_type).toBe('contact_info_item');
    expect(contactInfosBlock.fields.safeParse(form.value()).success).toBe(true);
    // The new item opens expanded.
    expect(
      screen.getByRole('button', {
        name: new RegExp(`^Collapse item ${count + 1}`),
      }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it('edits a field inside an item, then reorders and removes items', async () => {
    const user = userEvent.setup();
    const initial = demoFields(contactInfosBlock);
    const form = renderSchemaForm(contactInfosBlock.fields, initial);
    const repeater = screen.getByRole('group', { name: 'Contact information' });
    const outer = () =>
      within(repeater)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement?.parentElement === repeater);
    const control = (name: string) =>
      outer()
        .flatMap((li) => within(li).queryAllByRole('button', { name }))
        .find((button) => button.closest('li')?.parentElement?.parentElement === repeater)!;
    expect(initial.contact_infos_repeater.length).toBeGreaterThanOrEqual(2);
    const [first, second] = initial.contact_infos_repeater;
    await user.click(screen.getByRole('button', { name: new RegExp('^Expand item 1') }));
    const title = screen.getAllByLabelText('Main title (English)')[1];
    await user.clear(title);
    await user.type(title, 'Head office');
    expect(form.value().contact_infos_repeater[0].fields.main_title.en).toBe('Head office');
    // The second item is shared, not copied.
    expect(form.value().contact_infos_repeater[1]).toBe(second);

    await user.click(control('Move item 1 down'));
    expect(form.value().contact_infos_repeater[0]).toBe(second);
    expect(form.value().contact_infos_repeater[1].fields.main_title.en).toBe('Head office');
    expect(screen.getByRole('button', { name: 'Collapse item 2: Head office' })).toHaveAttribute('aria-expanded', 'true');
    expect(control('Move item 1 up')).toBeDisabled();

    await user.click(control('Move item 2 up'));
    expect(form.value().contact_infos_repeater[0].fields.main_title.en).toBe('Head office');

    await user.click(control('Remove item 1'));
    expect(form.value().contact_infos_repeater).toHaveLength(initial.contact_infos_repeater.length - 1);
    expect(form.value().contact_infos_repeater[0]).toBe(second);
    expect(first).toBeDefined();
  });

  it('flags a collapsed item that has issues', () => {
    renderSchemaForm(contactInfosBlock.fields, demoFields(contactInfosBlock), {
      issues: [
        {
          path: ['contact_infos_repeater', 1, 'fields', 'main_title'],
          message: 'Required',
        },
      ],
    });
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('data-invalid', 'true');
    expect(items[0]).not.toHaveAttribute('data-invalid');
  });
});

describe('SchemaForm with header_classic (menus, submenus, images, switch)', () => {
  it('edits a menu link, adds a submenu link from its demo and toggles the RE/MAX logo', async () => {
    const user = userEvent.setup();
    const initial = demoFields(headerClassic);
    const form = renderSchemaForm(headerClassic.fields, initial);
    expect(initial.menu_repeater.length).toBeGreaterThan(0);
    const menu = screen.getByRole('group', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: /^Expand item 1/ }));
    const menuItem = within(menu).getAllByRole('listitem')[0];
    const text = within(menuItem).getByLabelText('Link text (English)');
    await user.clear(text);
    await user.type(text, 'Buy');
    expect(form.value().menu_repeater[0].fields.menu_link.text.en).toBe('Buy');

    const submenu = within(menuItem).getByRole('group', { name: 'Submenu' });
    const before = form.value().menu_repeater[0].fields.sub_menu_repeater.length;
    await user.click(
      within(submenu).getByRole('button', {
        name: 'Add an item — Submenu link',
      }),
    );
    const subs = form.value().menu_repeater[0].fields.sub_menu_repeater;
    expect(subs).toHaveLength(before + 1);
    expect(subs[before]).toMatchObject({
      block_type: 'sub_menu_item',
      fields: { menu_link: { text: { en: 'Buy' } } },
    });

    await user.click(screen.getByRole('switch', { name: 'Show the RE/MAX logo' }));
    expect(form.value().show_remax_logo).toBe(!initial.show_remax_logo);
    expect(headerClassic.fields.safeParse(form.value()).success).toBe(true);
  });
});

describe('re-rendering', () => {
  it('a keystroke re-renders only the edited field', async () => {
    const user = userEvent.setup();
    const fields = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`title_${i}`, localizedText]));
    const schema = z.object(fields);
    const initial = Object.fromEntries(Object.keys(fields).map((key) => [key, { fr: key, en: key }]));
    const form = renderSchemaForm(schema, initial);
    const input = screen.getByLabelText('Title 3 (English)');
    const other = screen.getByLabelText('Title 10 (English)');
    await user.type(input, 'x');
    expect(form.value().title_3.en).toBe('title_3x');
    expect(form.value().title_10).toBe(initial.title_10);
    // The untouched input is the same DOM node (not remounted) and kept its value.
    expect(screen.getByLabelText('Title 10 (English)')).toBe(other);
    fireEvent.change(other, { target: { value: 'changed' } });
    expect(form.value().title_3.en).toBe('title_3x');
  });
});

describe('issues without a field of their own', () => {
  it('shows a deep issue in the closest enclosing frame, and a root issue at the top', () => {
    renderSchemaForm(textBlock1.fields, demoFields(textBlock1), {
      issues: [
        {
          path: ['cta', 'on_click_action', 'action_params', 'x'],
          message: 'Unknown parameter',
        },
        { path: [], message: 'The block is invalid' },
      ],
    });
    const cta = screen.getByRole('group', { name: 'Call to action' });
    expect(within(cta).getByText('Unknown parameter')).toBeInTheDocument();
    expect(screen.getAllByText('Unknown parameter')).toHaveLength(1);
    expect(screen.getByText('The block is invalid').closest('ul')).toHaveAttribute('role', 'alert');
  });
});

describe('fieldMeta hints', () => {
  it('uses the registry label, help and group in the UI language', async () => {
    const { fieldMeta } = await import('../../schema/content');
    const phone = z.string();
    fieldMeta.add(phone, {
      label: { fr: 'Téléphone du bureau', en: 'Office phone' },
      help: { fr: 'Format 819-555-0142', en: 'Format 819-555-0142' },
      group: 'contact',
    });
    const slug = z.string();
    fieldMeta.add(slug, { group: 'contact' });
    const schema = z.object({ office_phone: phone, slug, main_title: localizedText });
    renderSchemaForm(schema, { office_phone: '', slug: '', main_title: {} }, { uiLocale: 'fr' });
    const input = screen.getByLabelText('Téléphone du bureau');
    expect(input).toHaveAccessibleDescription('Format 819-555-0142');
    const group = screen.getByRole('group', { name: 'Contact' });
    expect(within(group).getByLabelText('Téléphone du bureau')).toBe(input);
    expect(within(group).getByLabelText('Slug')).toBeInTheDocument();
    expect(within(group).queryByLabelText('Titre principal (Français)')).toBeNull();
  });
});
