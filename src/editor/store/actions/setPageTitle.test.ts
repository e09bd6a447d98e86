import { describe, expect, it } from 'vitest';
import { handlerOf } from './index';
import { setPageTitle } from './setPageTitle';
import { after } from './testDoc';

describe('setPageTitle', () => {
  it('changes one locale’s title and coalesces per locale', () => {
    const action = setPageTitle('en', 'Welcome');
    expect(after(action).title).toEqual({ fr: 'Accueil', en: 'Welcome' });
    expect(handlerOf(action).coalesceKey?.(action)).toBe('title:en');
  });
});
