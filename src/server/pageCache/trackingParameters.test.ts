import { describe, expect, it } from 'vitest';
import { withoutTrackingParameters } from './trackingParameters';

const strip = (address: string) => withoutTrackingParameters(new URL(address)).href;

describe('withoutTrackingParameters', () => {
  it('drops campaign tags and click ids, whatever their case or encoding', () => {
    expect(strip('https://courtier.ca/fr?utm_source=google&UTM_Medium=cpc&gclid=Cj0K-abc_1&fbclid=IwAR')).toBe('https://courtier.ca/fr');
    expect(strip('https://courtier.ca/fr?%75tm_campaign=printemps&msclkid=1')).toBe('https://courtier.ca/fr');
  });

  it("keeps the page's own parameters in their order and as written", () => {
    expect(strip('https://courtier.ca/fr/proprietes?mun=Montr%C3%A9al&utm_source=x&prix=a+b&gclid=1&beds=2')).toBe('https://courtier.ca/fr/proprietes?mun=Montr%C3%A9al&prix=a+b&beds=2');
    expect(strip('https://courtier.ca/fr?variant=v1&utm_content=bouton')).toBe('https://courtier.ca/fr?variant=v1');
    expect(strip('https://courtier.ca/fr?utm=1&gclid_x=2&source=3')).toBe('https://courtier.ca/fr?utm=1&gclid_x=2&source=3');
  });

  it('hands back the same URL when there is nothing to drop', () => {
    const plain = new URL('https://courtier.ca/fr?mun=laval');
    expect(withoutTrackingParameters(plain)).toBe(plain);
    const bare = new URL('https://courtier.ca/fr');
    expect(withoutTrackingParameters(bare)).toBe(bare);
  });
});
