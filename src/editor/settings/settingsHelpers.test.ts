import { describe, expect, it } from 'vitest';
import { generalSettings } from '../../api/cmsSettingsApi';
import { THEME_PRESETS } from '../../renderer/theme/presets';
import { theme as themeSchema } from '../../schema/theme';
import { checkThemeContrast } from './contrastPairs';
import { mapSaveIssues } from './saveIssues';
import { applyCaptchaForm, fromSeoForm, toCaptchaForm, toSeoForm } from './settingsForms';
import { applyThemePreset, effectiveThemeColors, setThemeColor } from './themeColorRoles';

describe('theme colours', () => {
  it('merges the preset with overrides and drops overrides equal to the preset', () => {
    const theme = themeSchema.parse({ preset: 'red', themeColors: { primary: '#004466' } });
    expect(effectiveThemeColors(theme).primary).toBe('#004466');
    expect(effectiveThemeColors(theme).text).toBe(THEME_PRESETS.red.text);
    setThemeColor(theme, 'primary', THEME_PRESETS.red.primary.toUpperCase());
    expect(theme.themeColors).toEqual({});
    setThemeColor(theme, 'accent', '#ABCDEF');
    expect(theme.themeColors).toEqual({ accent: '#abcdef' });
    applyThemePreset(theme, 'blue');
    expect(theme).toMatchObject({ preset: 'blue', themeColors: {} });
  });
});

describe('contrast pairs', () => {
  it('finds no failing pair in either preset', () => {
    for (const preset of ['blue', 'red'] as const) {
      const failing = checkThemeContrast({ preset, themeColors: {} }).filter((check) => !check.passes);
      expect(failing.map((check) => check.id)).toEqual([]);
    }
  });

  it('flags the pairs a bad colour breaks, with the right threshold', () => {
    const checks = checkThemeContrast({ preset: 'blue', themeColors: { 'background-grey': '#555555' } });
    const byId = Object.fromEntries(checks.map((check) => [check.id, check]));
    expect(byId['text-on-background-grey'].passes).toBe(false);
    expect(byId['text-on-background-grey'].threshold).toBe(4.5);
    expect(byId['text-on-background'].passes).toBe(true);
    expect(byId['accent-on-background'].threshold).toBe(3);
  });
});

describe('SEO form shape', () => {
  it('round-trips stored SEO through the per-field form shape', () => {
    const stored = {
      global: { fr: { title: 'Accueil', description: 'Courtier à Sherbrooke' }, en: { title: 'Home' } },
      twitter: { en: { image: '/og.jpg' } },
      canonical_url: { fr: 'https://exemple.ca/fr' },
      robots_index_rule: 'index, follow',
    };
    const form = toSeoForm(stored);
    expect(form.global.title).toEqual({ fr: 'Accueil', en: 'Home' });
    expect(form.twitter.image).toEqual({ en: '/og.jpg' });
    expect(fromSeoForm(form)).toEqual(stored);
  });

  it('leaves out emptied values', () => {
    const form = toSeoForm({ global: { fr: { title: 'Accueil' } } });
    form.global.title.fr = '';
    expect(fromSeoForm(form)).toEqual({});
  });
});

describe('captcha form', () => {
  it('writes the provider to metadata and the site key to recaptcha', () => {
    const settings = generalSettings.parse({ theme: {}, metadata: {} });
    expect(toCaptchaForm(settings)).toEqual({ provider: 'altcha', site_key: undefined });
    applyCaptchaForm(settings, { provider: 'recaptcha', site_key: 'site-key-1' });
    expect(settings.metadata.captcha.provider).toBe('recaptcha');
    expect(settings.recaptcha).toMatchObject({ site_key: 'site-key-1', version: 2, size: 'invisible', mode: 'base' });
  });
});

describe('save issues', () => {
  it('maps stored paths onto the form sections', () => {
    const mapped = mapSaveIssues({
      'seo.global.fr.title': ['Too long'],
      'metadata.tags.0.src': ['Invalid URL'],
      'metadata.elements.meta.1.tag': ['Invalid tag'],
      'recaptcha.site_key': ['Required'],
      'theme.themeColors.primary': ['Invalid colour'],
    });
    expect(mapped.bySection.seo).toEqual([{ path: ['global', 'title', 'fr'], message: 'Too long' }]);
    expect(mapped.bySection.scripts).toEqual([{ path: ['tags', 0, 'src'], message: 'Invalid URL' }]);
    expect(mapped.bySection.headElements).toEqual([{ path: ['meta', 1, 'tag'], message: 'Invalid tag' }]);
    expect(mapped.bySection.captcha).toEqual([{ path: ['site_key'], message: 'Required' }]);
    expect(mapped.all).toHaveLength(5);
  });
});
