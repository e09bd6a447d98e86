import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from './Icon';

describe('Icon', () => {
  it('renders a decorative icon hidden from assistive technology', () => {
    const { container } = render(<Icon value={{ type: 'phone', font_weight: 'regular' }} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-icon', 'phone');
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
