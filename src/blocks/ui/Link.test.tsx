import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderBlock';
import { Link, resolveHref, type LinkInput } from './Link';

const link = (overrides: Partial<LinkInput> = {}): LinkInput => ({
  text: { fr: 'Nous joindre', en: 'Contact us' },
  url: { fr: '/fr/contact', en: '/en/contact' },
  target: '_self',
  ...overrides,
});

describe('resolveHref', () => {
  it('keeps locale paths, prefixes locale-less paths and maps route keys', () => {
    expect(resolveHref('/fr/a-propos', 'fr')).toEqual({ kind: 'internal', path: '/fr/a-propos', search: {}, hash: undefined });
    expect(resolveHref('/about', 'en')).toMatchObject({ kind: 'internal', path: '/en/about' });
    expect(resolveHref('terms-of-use', 'fr')).toMatchObject({ kind: 'internal', path: '/fr/conditions-et-utilisation' });
    expect(resolveHref('contact', 'en')).toMatchObject({ kind: 'internal', path: '/en/contact' });
    expect(resolveHref('/fr/proprietes?mun=sherbrooke#liste', 'fr')).toEqual({
      kind: 'internal',
      path: '/fr/proprietes',
      search: { mun: 'sherbrooke' },
      hash: 'liste',
    });
  });

  it('treats http, mailto, tel and anchors as external and empty as none', () => {
    expect(resolveHref('https://example.com', 'fr')).toEqual({ kind: 'external', href: 'https://example.com' });
    expect(resolveHref('mailto:a@b.ca', 'fr').kind).toBe('external');
    expect(resolveHref('tel:+18195550142', 'fr').kind).toBe('external');
    expect(resolveHref('', 'fr').kind).toBe('none');
    expect(resolveHref(undefined, 'fr').kind).toBe('none');
  });
});

describe('Link', () => {
  it('renders an internal link with the active locale text and path', async () => {
    await renderWithProviders(<Link value={link()} />, { locale: 'en' });
    const anchor = screen.getByRole('link', { name: 'Contact us' });
    expect(anchor).toHaveAttribute('href', '/en/contact');
    expect(anchor).not.toHaveAttribute('target');
  });

  it('marks only the exact page as current, never the home page on every page', async () => {
    await renderWithProviders(
      <>
        <Link value={link({ text: { fr: 'Accueil' }, url: { fr: '/fr' } })} />
        <Link value={link()} />
      </>,
      { path: '/fr/contact' },
    );
    expect(screen.getByRole('link', { name: 'Nous joindre' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  });

  it('falls back to French when the English text is missing', async () => {
    await renderWithProviders(<Link value={link({ text: { fr: 'Nous joindre' } })} />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Nous joindre' })).toHaveAttribute('href', '/en/contact');
  });

  it('keeps the variant query parameter of the current URL on internal links', async () => {
    await renderWithProviders(<Link value={link()} />, { path: '/fr/accueil?variant=v42' });
    expect(screen.getByRole('link', { name: 'Nous joindre' })).toHaveAttribute('href', '/fr/contact?variant=v42');
  });

  it('renders external and new-tab links as plain anchors with rel noopener', async () => {
    await renderWithProviders(
      <>
        <Link value={link({ text: { fr: 'Site externe' }, url: { fr: 'https://www.oaciq.com/' }, target: '_blank' })} />
        <Link value={link({ text: { fr: 'Nouvel onglet' }, url: { fr: '/fr/contact' }, target: '_blank' })} />
        <Link value={link({ text: { fr: 'Appeler' }, url: { fr: 'tel:+18195550142' } })} />
      </>,
      { path: '/fr?variant=v1' },
    );
    const external = screen.getByRole('link', { name: 'Site externe' });
    expect(external).toHaveAttribute('href', 'https://www.oaciq.com/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const newTab = screen.getByRole('link', { name: 'Nouvel onglet' });
    expect(newTab).toHaveAttribute('href', '/fr/contact?variant=v1');
    expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', 'tel:+18195550142');
  });

  it('opens the contact modal with the action parameters', async () => {
    const user = userEvent.setup();
    const { stores } = await renderWithProviders(
      <Link
        value={link({
          text: { fr: 'Écrivez-moi' },
          url: {},
          on_click_action: { action_type: 'open_contact_modal', action_params: { recipient_type: 'broker', recipient_slug: 'isabelle-tremblay' } },
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Écrivez-moi' }));
    expect(stores.modal.getState().contact).toEqual({ recipientType: 'broker', recipientSlug: 'isabelle-tremblay' });
  });

  it('warns about an unknown action type and still follows the link', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = await renderWithProviders(
      <Link value={link({ on_click_action: { action_type: 'teleport' } })} />,
    );
    await user.click(screen.getByRole('link', { name: 'Nous joindre' }));
    expect(warn).toHaveBeenCalledWith('unknown link action type', 'teleport');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/fr/contact'));
    warn.mockRestore();
  });

  it('applies the button format with custom colours and renders the icon', async () => {
    await renderWithProviders(
      <Link value={link({ format: { type: 'button-outline', bg_color: '#c8102e', color: '#ffffff' }, icon: { type: 'arrow-right', align: 'right' } })} />,
    );
    const anchor = screen.getByRole('link', { name: 'Nous joindre' });
    expect(anchor.style.getPropertyValue('--link-bg')).toBe('#c8102e');
    expect(anchor.style.getPropertyValue('--link-color')).toBe('#ffffff');
    const icon = anchor.querySelector('svg[data-icon="arrow-right"]');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders nothing for an empty link', async () => {
    const { container } = await renderWithProviders(<div data-testid="box"><Link value={link({ text: {}, url: {} })} /></div>);
    expect(container.querySelector('[data-testid="box"]')).toBeEmptyDOMElement();
  });
});
