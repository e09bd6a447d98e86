import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const contactInfoItemBlock = getBlockDefinition('contact_info_item')!;
const iconLinkItemBlock = getBlockDefinition('icon_link_item')!;
const contactInfosBlock = getBlockDefinition('contact_infos_block')!;

describe('contact_infos_block', () => {
  it('accepts its demo and the item demos; rejects a wrong orientation', () => {
    expect(contactInfosBlock.fields.safeParse(contactInfosBlock.demo.fields).success).toBe(true);
    expect(contactInfoItemBlock.fields.safeParse(contactInfoItemBlock.demo.fields).success).toBe(true);
    expect(iconLinkItemBlock.fields.safeParse(iconLinkItemBlock.demo.fields).success).toBe(true);
    expect(contactInfosBlock.params.safeParse({ orientation_x: 'center' }).success).toBe(false);
  });

  it('renders each contact item with its icon links', async () => {
    await renderBlock(contactInfosBlock);
    expect(screen.getByRole('heading', { level: 2, name: 'Parlons de votre projet' })).toBeInTheDocument();
    const office = screen.getByRole('heading', { level: 3, name: 'Bureau de Sherbrooke' }).parentElement!;
    expect(within(office).getByRole('link', { name: '819 555-0142' })).toHaveAttribute('href', 'tel:+18195550142');
    const mail = within(office).getByRole('link', { name: 'bonjour@isabelletremblay.ca' });
    expect(mail).toHaveAttribute('href', 'mailto:bonjour@isabelletremblay.ca');
    const map = within(office).getByRole('link', { name: /2630, rue King Ouest/ });
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { level: 3, name: 'Disponibilités' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Texto : 819 555-0199' })).toHaveAttribute('href', 'sms:+18195550199');
  });

  it('renders English with the items as h2 when the block has no title', async () => {
    await renderBlock(
      contactInfosBlock,
      { fields: { ...contactInfosBlock.demo.fields, main_title: undefined, description: undefined }, params: { orientation_x: 'right' } },
      { locale: 'en' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sherbrooke office' })).toBeInTheDocument();
    expect(screen.getByText('By appointment, Monday to Saturday.')).toBeInTheDocument();
  });
});
