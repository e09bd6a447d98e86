/**
 * The medias carousel's slides are editable in the QA editor's generated forms: a slide's media
 * shows both its image and its video (YouTube address, flags) and edits reach the value.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSchemaForm } from './formTestHarness';
import { getBlockDefinition } from '../../blocks/registry';

describe('media_item in the editor', () => {
  it('edits the YouTube address of a slide’s video and keeps its image', async () => {
    const carousel = getBlockDefinition('medias_carousel_block')!;
    const slide = structuredClone((carousel.demo.fields as any).medias_repeater[0].fields);
    const item = getBlockDefinition('media_item')!;
    const form = renderSchemaForm(item.fields, slide);
    const url = screen.getAllByLabelText('Video URL 1').find((input) => (input as HTMLInputElement).value.includes('youtube'))!;
    expect(url).toHaveValue('https://www.youtube.com/watch?v=M7lc1UVf-VE');
    fireEvent.change(url, { target: { value: 'https://youtu.be/M7lc1UVf-VE?t=42' } });
    const value = form.value() as any;
    expect(value.media.video.external_sources[0].url).toBe('https://youtu.be/M7lc1UVf-VE?t=42');
    expect(value.media.image.media.fr.url).toBe('/blog/neighbourhood.svg');
    expect(item.fields.safeParse(value).success).toBe(true);
  });
});
