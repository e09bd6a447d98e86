/**
 * Maps the field messages of a 422 answer (`fields: {"seo.global.fr.title": ["..."]}`, dotted
 * paths in the stored settings shape) onto the settings page's SchemaForm sections, whose values
 * have other shapes (see settingsForms.ts). Pure function.
 */
import type { FormIssue } from '../forms/FormContext';

/** The SchemaForm sections of the settings page. */
export type SettingsSection = 'seo' | 'headElements' | 'scripts' | 'contact' | 'captcha';

export interface MappedIssues {
  bySection: Record<SettingsSection, FormIssue[]>;
  /** Every message with its stored path, for the summary at the top of the page. */
  all: { path: string; message: string }[];
}

const segment = (part: string): string | number => (/^\d+$/.test(part) ? Number(part) : part);

function locate(path: string[]): { section: SettingsSection; path: (string | number)[] } | null {
  const [root, ...rest] = path;
  if (root === 'seo') {
    const [group, locale, key] = rest;
    if ((group === 'global' || group === 'facebook' || group === 'twitter') && locale && key) return { section: 'seo', path: [group, key, locale] };
    return { section: 'seo', path: rest.map(segment) };
  }
  if (root === 'metadata') {
    const [area, ...inner] = rest;
    if (area === 'elements') return { section: 'headElements', path: inner.map(segment) };
    if (area === 'tags') return { section: 'scripts', path: ['tags', ...inner.map(segment)] };
    if (area === 'contact_form') return { section: 'contact', path: inner.map(segment) };
    if (area === 'captcha') return { section: 'captcha', path: inner.map(segment) };
  }
  if (root === 'recaptcha' && rest[0] === 'site_key') return { section: 'captcha', path: ['site_key'] };
  return null;
}

/** Splits server field messages by section. */
export function mapSaveIssues(fields: Record<string, string[]> | undefined): MappedIssues {
  const bySection: MappedIssues['bySection'] = { seo: [], headElements: [], scripts: [], contact: [], captcha: [] };
  const all: MappedIssues['all'] = [];
  for (const [path, messages] of Object.entries(fields ?? {})) {
    const target = locate(path.split('.').filter(Boolean));
    for (const message of messages) {
      all.push({ path, message });
      if (target) bySection[target.section].push({ path: target.path, message });
    }
  }
  return { bySection, all };
}
