import { describe, expect, it, vi } from 'vitest';
import { theme } from './theme';

describe('theme colorSchemesList', () => {
  it('keeps the known keys, and warns about and drops an unknown one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(theme.parse({ colorSchemesList: ['inverted', 'sepia', 'normal'] }).colorSchemesList).toEqual(['inverted', 'normal']);
    expect(warn).toHaveBeenCalledWith('Color scheme key from CMS does not exist !', 'sepia');
    warn.mockRestore();
  });

  it('defaults to the three schemes', () => {
    expect(theme.parse({}).colorSchemesList).toEqual(['normal', 'normal-grey', 'inverted']);
  });
});
