import { afterEach, describe, expect, it, vi } from 'vitest';
import { colorSchemeClass, resolveColorScheme } from './colorSchemes';
import { THEME_PRESETS } from './presets';
import { themeRootCss, themeVariables } from './themeCss';

afterEach(() => vi.restoreAllMocks());

describe('themeVariables', () => {
  it('uses the blue preset and the default radii 20/40/120 px when the theme is empty', () => {
    const vars = themeVariables({});
    expect(vars['--color-primary']).toBe(THEME_PRESETS.blue.primary);
    expect(vars['--color-background-inverted']).toBe(THEME_PRESETS.blue['background-inverted']);
    expect(vars['--radius-1']).toBe('20px');
    expect(vars['--radius-2']).toBe('40px');
    expect(vars['--radius-3']).toBe('120px');
  });

  it('applies the red preset, site colour overrides and radii', () => {
    const vars = themeVariables({
      preset: 'red',
      themeColors: { primary: '#004466' },
      themeVariables: { 'border-radius-1': 4, 'border-radius-2': 8, 'border-radius-3': 16 },
      colorSchemesList: ['normal'],
    });
    expect(vars['--color-primary']).toBe('#004466');
    expect(vars['--color-secondary']).toBe(THEME_PRESETS.red.secondary);
    expect(vars['--radius-1']).toBe('4px');
    expect(vars['--radius-3']).toBe('16px');
  });

  it('picks readable text on the primary colour with the dark-colour test', () => {
    expect(themeVariables({ themeColors: { primary: '#0b2545' } })['--color-primary-text']).toBe('#ffffff');
    expect(themeVariables({ themeColors: { primary: '#f7d774', text: '#111111' } })['--color-primary-text']).toBe('#111111');
  });

  it('ignores colour values that could inject CSS', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const css = themeRootCss({ themeColors: { primary: 'red;}</style><script>alert(1)</script>' } });
    expect(css).not.toContain('<');
    expect(css).toContain(`--color-primary:${THEME_PRESETS.blue.primary}`);
    expect(warn).toHaveBeenCalled();
  });

  it('renders a :root rule', () => {
    expect(themeRootCss({})).toMatch(/^:root\{--color-primary:#[0-9a-f]{6};.*--radius-3:120px\}$/);
  });
});

describe('colour schemes', () => {
  it('accepts the three scheme names without warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveColorScheme('normal')).toBe('normal');
    expect(resolveColorScheme('normal-grey')).toBe('normal-grey');
    expect(resolveColorScheme('inverted')).toBe('inverted');
    expect(resolveColorScheme(undefined)).toBe('normal');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about unknown scheme names and ignores them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveColorScheme('purple-rain')).toBe('normal');
    expect(warn).toHaveBeenCalledWith('Color scheme name does not exist !', 'purple-rain');
  });

  it('gives each scheme its own class', () => {
    const classes = new Set([colorSchemeClass('normal'), colorSchemeClass('normal-grey'), colorSchemeClass('inverted')]);
    expect(classes.size).toBe(3);
  });
});
