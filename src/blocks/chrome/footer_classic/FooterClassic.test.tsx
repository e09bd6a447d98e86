import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { footerClassicDemo } from './schema';
import { getBlockDefinition } from '../../registry';

const footerClassic = getBlockDefinition('footer_classic')!;

describe('footer_classic', () => {
  it('accepts its demo and rejects a menu column without title', () => {
    expect(footerClassic.fields.safeParse(footerClassicDemo.fields).success).toBe(true);
    const bad = { ...footerClassicDemo.fields, menu_repeater: [{ block_type: 'footer_menu_item', fields: { links_repeater: [] } }] };
    expect(footerClassic.fields.safeParse(bad).success).toBe(false);
  });

  it('renders agency, menus, social links, CTA, rights and credit line in French', async () => {
    const user = userEvent.setup();
    const { stores } = await renderBlock(footerClassic);
    expect(screen.getByText('Isabelle Tremblay')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigation de pied de page' });
    expect(within(nav).getByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Conditions d’utilisation' })).toHaveAttribute('href', '/fr/conditions-et-utilisation');
    const facebook = screen.getByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(`© ${new Date().getFullYear()} Tous droits réservés`)).toBeInTheDocument();
    expect(screen.getByText('Site propulsé par Vitrine')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Isabelle Tremblay, courtière immobilière' })).toHaveAttribute('src', '/placeholders/logo-light.svg');
    await user.click(screen.getByRole('button', { name: 'Me contacter' }));
    expect(stores.modal.getState().contact).toEqual({ recipientType: 'broker', recipientSlug: undefined });
  });

  it('renders English texts and the credit line', async () => {
    await renderBlock(footerClassic, { params: { color_scheme: 'normal' } }, { locale: 'en' });
    expect(screen.getByText(`© ${new Date().getFullYear()} All rights reserved`)).toBeInTheDocument();
    expect(screen.getByText('Website powered by Vitrine')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy-policy');
    expect(screen.getByRole('img', { name: 'Isabelle Tremblay, real estate broker' })).toHaveAttribute('src', '/placeholders/logo-dark.svg');
  });
});
