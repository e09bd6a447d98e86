import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { pasteInto } from '../../blocks/testing/pasteInto';
import { color, code, icon, image, link, localizedTextarea, richText, video } from '../../schema/content';
import { renderSchemaForm } from './formTestHarness';

vi.mock('../../blocks/ui/monaco/MonacoEditor', () => ({
  MonacoEditor: (props: { value: string; onChange(v: string): void; ariaLabel: string; language: string }) => (
    <textarea
      data-testid="monaco"
      data-language={props.language}
      aria-label={props.ariaLabel}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  ),
}));

beforeAll(() => {
  // ProseMirror measures the selection when it scrolls it into view; jsdom has no layout.
  const rects = () =>
    ({
      length: 0,
      item: () => null,
      [Symbol.iterator]: [][Symbol.iterator],
    }) as unknown as DOMRectList;
  const box = () =>
    ({
      x: 0,
      y: 0,
      width: 0,
      height: 0,
      top: 0,
      left: 0,
      right: 0,
      bottom: 0,
      toJSON: () => ({}),
    }) as DOMRect;
  Range.prototype.getClientRects ??= rects;
  Range.prototype.getBoundingClientRect ??= box;
  (Element.prototype as any).getClientRects ??= rects;
  (Text.prototype as any).getClientRects ??= rects;
});

async function choose(user: ReturnType<typeof userEvent.setup>, trigger: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: trigger }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('text widgets', () => {
  it('edits a plain string field', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ broker_name: z.string().optional() }), {});
    await user.type(screen.getByLabelText('Broker name'), 'Julie Tremblay');
    expect(form.value()).toEqual({ broker_name: 'Julie Tremblay' });
  });

  it('edits a bilingual textarea with multi-line text', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ description: localizedTextarea }), { description: { fr: '', en: '' } });
    const french = screen.getByLabelText('Description (French)');
    expect(french.tagName).toBe('TEXTAREA');
    await user.type(french, 'Ligne 1{Enter}Ligne 2');
    expect(form.value().description).toEqual({
      fr: 'Ligne 1\nLigne 2',
      en: '',
    });
  });
});

describe('number widget', () => {
  it('edits a number within the schema bounds, with step buttons', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ height: z.number().min(0).max(600).default(64) }), { height: 64 });
    const input = screen.getByRole('textbox', { name: 'Height' });
    await user.clear(input);
    await user.type(input, '900');
    await user.tab();
    expect(form.value().height).toBe(600);
    await user.click(screen.getAllByRole('button', { name: /Decrease/i })[0]);
    expect(form.value().height).toBe(599);
  });
});

describe('boolean and enum widgets', () => {
  it('toggles a switch', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ show_remax_logo: z.boolean().default(false) }), {});
    const toggle = screen.getByRole('switch', { name: 'Show the RE/MAX logo' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(form.value().show_remax_logo).toBe(true);
    expect(toggle).toBeChecked();
  });

  it('picks an enum value and clears an optional one', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ orientation_x: z.enum(['left', 'right']).optional() }), {}, { uiLocale: 'fr' });
    await choose(user, /Orientation horizontale/, 'Droite');
    expect(form.value().orientation_x).toBe('right');
    await choose(user, /Orientation horizontale/, 'Aucun');
    expect(form.value()).not.toHaveProperty('orientation_x');
  });

  it('offers a union of literals as choices', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(
      z.object({
        columns: z.union([z.literal(2), z.literal(3), z.literal(4)]),
      }),
      { columns: 2 },
    );
    await choose(user, /Columns/, '3');
    expect(form.value().columns).toBe(3);
  });
});

describe('colour widget', () => {
  it('edits a hex colour in the field and shows its swatch', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ bg_color_primary: color.optional() }), { bg_color_primary: '#1f4fd1' });
    const input = screen.getByLabelText('Primary background colour');
    expect(
      screen.getByRole('button', {
        name: 'Primary background colour: Colour #1F4FD1',
      }),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '#C8102E{Enter}');
    expect(form.value().bg_color_primary).toBe('#c8102e');
    expect(color.safeParse(form.value().bg_color_primary).success).toBe(true);
  });
});

describe('rich text widget', () => {
  it('shows the HTML and applies a heading from the toolbar', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ description: richText }), {
      description: { fr: '<p>Bonjour</p>', en: '' },
    });
    const editors = screen.getAllByRole('textbox', { name: /Description/ });
    expect(editors[0]).toHaveTextContent('Bonjour');
    const toolbar = screen.getAllByRole('toolbar', { name: 'Formatting' })[0];
    const h2 = within(toolbar).getByRole('button', { name: 'Heading 2' });
    await user.click(h2);
    expect(form.value().description.fr).toBe('<h2>Bonjour</h2>');
    expect(h2).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    expect(form.value().description.fr).toContain('<ul>');
  });

  it('follows outside changes such as copy from the other language', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ description: richText }), {
      description: { fr: '<p><strong>Vendu</strong></p>', en: '' },
    });
    await user.click(
      screen.getByRole('button', {
        name: 'Copy from French: Description (English)',
      }),
    );
    expect(form.value().description.en).toBe('<p><strong>Vendu</strong></p>');
    const english = screen.getAllByRole('textbox', { name: /Description/ })[1];
    expect(english.querySelector('strong')).toHaveTextContent('Vendu');
  });
});

describe('code widget', () => {
  it('edits a bilingual code field in monaco (mocked)', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ script: code }), {
      script: { fr: '', en: '' },
    });
    const editor = await screen.findByLabelText('Script (French)');
    expect(editor).toHaveAttribute('data-language', 'html');
    fireEvent.change(editor, { target: { value: '<div>ok</div>' } });
    expect(form.value().script.fr).toBe('<div>ok</div>');
    await user.click(
      screen.getByRole('button', {
        name: 'Copy from French: Script (English)',
      }),
    );
    expect(form.value().script.en).toBe('<div>ok</div>');
  });
});

describe('image widget', () => {
  const start = {
    media: {
      fr: { url: '/img/fr.jpg', alt: 'Maison' },
      en: { url: '/img/en.jpg', alt: 'House' },
    },
  };

  it('edits URL and alt per locale', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ image }), { image: start });
    const url = screen.getByLabelText('Image URL (English)');
    await user.clear(url);
    await user.type(url, '/img/house.webp');
    await user.type(screen.getByLabelText('Alternative text (French)'), ' de campagne');
    expect(form.value().image.media).toEqual({
      fr: { url: '/img/fr.jpg', alt: 'Maison de campagne' },
      en: { url: '/img/house.webp', alt: 'House' },
    });
  });

  it('sets the focal point by clicking the preview, by keyboard and as numbers', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ image }), { image: start });
    const preview = screen.getByRole('button', {
      name: /Preview of the image/,
    });
    preview.getBoundingClientRect = () => ({
      left: 10,
      top: 20,
      width: 200,
      height: 100,
      right: 210,
      bottom: 120,
      x: 10,
      y: 20,
      toJSON: () => ({}),
    });
    fireEvent.click(preview, { clientX: 60, clientY: 95 });
    expect(form.value().image.center).toEqual({ x: 0.25, y: 0.75 });
    fireEvent.keyDown(preview, { key: 'ArrowRight' });
    expect(form.value().image.center).toEqual({ x: 0.3, y: 0.75 });
    const y = screen.getByRole('textbox', { name: 'Focal point Y (0–1)' });
    await user.clear(y);
    await user.type(y, '0.4');
    await user.tab();
    expect(form.value().image.center).toEqual({ x: 0.3, y: 0.4 });
  });

  it('edits filters with sliders and the fetch priority', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ image }), { image: start });
    const blur = screen.getByRole('slider', { name: 'Blur (px)' });
    act(() => blur.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(form.value().image.filters).toEqual({ blur: 1 });
    const opacity = screen.getByRole('slider', { name: 'Opacity' });
    act(() => opacity.focus());
    await user.keyboard('{ArrowLeft}');
    expect(form.value().image.filters.opacity).toBe(0.95);
    await choose(user, /Fetch priority/, 'High');
    expect(form.value().image.fetch_priority).toBe('high');
    expect(image.safeParse(form.value().image).success).toBe(true);
  });
});

describe('video widget', () => {
  it('adds a source, edits the poster and flags', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ video }), {
      video: video.parse({}),
    });
    await user.click(within(screen.getByRole('group', { name: 'Video sources' })).getByRole('button', { name: 'Add a source' }));
    await user.type(screen.getByLabelText('Video URL 1'), '/media/tour.mp4');
    await user.type(screen.getByLabelText('Poster image URL (French)'), '/media/poster.jpg');
    await user.click(screen.getByRole('switch', { name: 'Autoplay' }));
    await user.click(screen.getByRole('switch', { name: 'Loop' }));
    const value = form.value().video;
    expect(value.sources).toEqual([{ type: 'video/mp4', url: '/media/tour.mp4' }]);
    expect(value.poster).toEqual({ fr: '/media/poster.jpg' });
    expect(value.autoplay).toBe(true);
    expect(value.loop).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove source 1' }));
    expect(form.value().video.sources).toEqual([]);
    expect(video.safeParse(form.value().video).success).toBe(true);
  });
});

describe('link widget', () => {
  it('edits text, url, target, format, colours, icon and action', async () => {
    const user = userEvent.setup();
    const start = {
      text: { fr: 'Nous joindre', en: 'Contact us' },
      url: { fr: '/fr/contact', en: '/en/contact' },
      target: '_self',
    };
    const form = renderSchemaForm(z.object({ cta: link }), { cta: start });
    const url = screen.getByLabelText('Link URL (English)');
    await user.clear(url);
    await pasteInto(user, url, 'https://example.com');
    await choose(user, /Opens in/, 'New tab');
    await choose(user, /Style/, 'Outlined button');
    await user.type(screen.getByLabelText('Background colour'), '#112233{Enter}');
    await choose(user, /^(None )?Icon/, 'phone');
    await choose(user, /Icon position/, 'Right');
    await pasteInto(user, screen.getByLabelText('Action type'), 'open_contact_modal');
    const value = form.value().cta;
    expect(value).toMatchObject({
      text: start.text,
      url: { fr: '/fr/contact', en: 'https://example.com' },
      target: '_blank',
      format: { type: 'button-outline', bg_color: '#112233' },
      icon: { type: 'phone', font_weight: 'regular', align: 'right' },
      on_click_action: { action_type: 'open_contact_modal' },
    });
    expect(link.safeParse(value).success).toBe(true);
    // Another icon keeps the position chosen after the first one.
    await choose(user, /(^| )Icon$/, 'mail');
    expect(form.value().cta.icon).toEqual({ type: 'mail', font_weight: 'regular', align: 'right' });
    await user.clear(screen.getByLabelText('Action type'));
    expect(form.value().cta).not.toHaveProperty('on_click_action');
  });
});

describe('icon widget', () => {
  it('picks an icon by name with a preview', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ error_icon: icon }), {
      error_icon: { type: 'warning', font_weight: 'regular' },
    });
    const preview = screen.getByTestId('icon-preview');
    expect(preview.querySelector('[data-icon="warning"]')).not.toBeNull();
    await choose(user, /(^| )Icon$/, 'mail');
    expect(form.value().error_icon.type).toBe('mail');
    await waitFor(() => expect(preview.querySelector('[data-icon="mail"]')).not.toBeNull());
    await choose(user, /Weight/, 'Bold');
    expect(form.value().error_icon).toEqual({
      type: 'mail',
      font_weight: 'bold',
    });
  });
});

describe('plain arrays and records', () => {
  it('edits a list of choices: add, change, reorder, remove', async () => {
    const user = userEvent.setup();
    const schema = z.object({
      colorSchemesList: z.array(z.enum(['normal', 'normal-grey', 'inverted'])).default([]),
    });
    const form = renderSchemaForm(schema, {
      colorSchemesList: ['normal', 'inverted'],
    });
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    expect(form.value().colorSchemesList).toEqual(['normal', 'inverted', 'normal']);
    await choose(user, /Color schemes list 3/, 'Normal grey');
    expect(form.value().colorSchemesList).toEqual(['normal', 'inverted', 'normal-grey']);
    await user.click(screen.getByRole('button', { name: 'Move item 3 up' }));
    expect(form.value().colorSchemesList).toEqual(['normal', 'normal-grey', 'inverted']);
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(form.value().colorSchemesList).toEqual(['normal-grey', 'inverted']);
  });

  it('edits a record of strings: add an entry, rename its key, set its value', async () => {
    const user = userEvent.setup();
    const form = renderSchemaForm(z.object({ attributes: z.record(z.string(), z.string()) }), { attributes: { name: 'robots' } });
    await user.click(screen.getByRole('button', { name: 'Add an entry' }));
    expect(form.value().attributes).toEqual({ name: 'robots', key2: '' });
    const key = screen.getByLabelText('Key 2');
    await user.clear(key);
    await user.type(key, 'content');
    await user.type(screen.getByLabelText('Value 2'), 'noindex');
    expect(form.value().attributes).toEqual({
      name: 'robots',
      content: 'noindex',
    });
    await user.click(screen.getByRole('button', { name: 'Remove entry name' }));
    expect(form.value().attributes).toEqual({ content: 'noindex' });
  });

  it('edits a nested object in a fieldset', async () => {
    const user = userEvent.setup();
    const schema = z.object({
      seo: z.object({
        title: z.string(),
        robots: z.enum(['index', 'noindex']).default('index'),
      }),
    });
    const form = renderSchemaForm(schema, {
      seo: { title: '', robots: 'index' },
    });
    const group = screen.getByRole('group', { name: 'Seo' });
    await user.type(within(group).getByLabelText('Title'), 'Courtier à Québec');
    expect(form.value().seo).toEqual({
      title: 'Courtier à Québec',
      robots: 'index',
    });
  });
});

describe('disabled form', () => {
  it('makes the controls read-only', () => {
    renderSchemaForm(
      z.object({ main_title: z.string(), show: z.boolean() }),
      { main_title: 'x', show: false },
      { disabled: true },
    );
    expect(screen.getByLabelText('Main title')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Show' })).toBeDisabled();
  });
});
