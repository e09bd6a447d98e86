import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { iconSprite, spriteOutdated } from '../../../scripts/gen-icon-sprite.mjs';
import { Icon, ICONS } from './Icon';

describe('Icon', () => {
  it('renders a decorative icon hidden from assistive technology', () => {
    const { container } = render(<Icon value={{ type: 'phone', font_weight: 'regular' }} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-icon', 'phone');
  });

  it('draws the symbol of its name from the icon sprite, with the stroke of its weight', () => {
    const { container } = render(
      <>
        <Icon value={{ type: 'envelope', font_weight: 'bold' }} size={24} />
        <Icon value="Location" />
      </>,
    );
    const [mail, pin] = [...container.querySelectorAll('svg')];
    expect(mail.querySelector('use')!.getAttribute('href')).toMatch(/iconSprite\.svg[^#]*#mail$/);
    expect(mail).toHaveAttribute('stroke-width', '2.5');
    expect(mail).toHaveAttribute('width', '24');
    expect(pin.querySelector('use')!.getAttribute('href')).toMatch(/#map-pin$/);
    expect(pin).toHaveAttribute('stroke-width', '1.75');
    expect(pin).toHaveAttribute('stroke', 'currentColor');
  });

  it('has a symbol in the committed sprite for every name, and the sprite is what the generator writes', () => {
    const sprite = readFileSync(join(import.meta.dirname, 'iconSprite.svg'), 'utf8');
    for (const [name, symbol] of Object.entries(ICONS)) expect(sprite, name).toContain(`<symbol id="${symbol}" viewBox="0 0 24 24">`);
    // Lucide's shapes, and the brand glyphs filled.
    expect(iconSprite()).toMatch(/<symbol id="phone" viewBox="0 0 24 24"><path d="M13\.832 /);
    expect(iconSprite()).toMatch(/<symbol id="facebook" viewBox="0 0 24 24"><path fill="currentColor" stroke="none" d="M13\.5 /);
    expect(spriteOutdated(), 'src/blocks/ui/iconSprite.svg is out of date: npm run gen:icons').toBe(false);
  });

  it('draws nothing for a name inherited from Object (a CMS value is not a property lookup)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<Icon value="constructor" />);
    expect(container.querySelector('svg')).toBeNull();
    warn.mockRestore();
  });

  it('gives a labelled icon an accessible name and its colour', () => {
    render(<Icon value={{ type: 'facebook', color: '#1877f2' }} label="Facebook" />);
    const icon = screen.getByRole('img', { name: 'Facebook' });
    expect(icon.style.color).toBe('rgb(24, 119, 242)');
  });

  it('animates the spinner and warns about unknown names', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <>
        <Icon value="spinner" />
        <Icon value="unicorn" />
      </>,
    );
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(container.querySelector('svg')!.getAttribute('class')).toMatch(/spin/);
    expect(warn).toHaveBeenCalledWith('unknown icon type', 'unicorn');
    warn.mockRestore();
  });
});
