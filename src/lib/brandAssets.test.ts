import { describe, expect, it } from 'vitest';
import { brandAssetUrl, brandVersionOf } from './brandAssets';

describe('brandAssetUrl', () => {
  it('leaves every address alone in brand version 1', () => {
    expect(brandAssetUrl('/placeholders/member.svg', 1)).toBe('/placeholders/member.svg');
    expect(brandAssetUrl('/favicon.svg', 1)).toBe('/favicon.svg');
  });

  it('switches the shipped placeholders, logos and favicon to the second set in version 2', () => {
    expect(brandAssetUrl('/placeholders/member.svg', 2)).toBe('/placeholders/v2/member.svg');
    expect(brandAssetUrl('/placeholders/logo-dark.svg', 2)).toBe('/placeholders/v2/logo-dark.svg');
    expect(brandAssetUrl('/placeholders/v2/office.svg', 2)).toBe('/placeholders/v2/office.svg');
    expect(brandAssetUrl('/favicon.svg', 2)).toBe('/favicon-v2.svg');
  });

  it('never touches a site’s own images', () => {
    expect(brandAssetUrl('/images/house.svg', 2)).toBe('/images/house.svg');
    expect(brandAssetUrl('https://cdn.example.ca/placeholders/a.svg', 2)).toBe('https://cdn.example.ca/placeholders/a.svg');
  });

  it('reads the flag from the metadata', () => {
    expect(brandVersionOf({ brand_version_2: true })).toBe(2);
    expect(brandVersionOf({})).toBe(1);
    expect(brandVersionOf(undefined)).toBe(1);
  });
});
