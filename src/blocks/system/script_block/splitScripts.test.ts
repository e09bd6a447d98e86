import { describe, expect, it } from 'vitest';
import { splitScripts } from './splitScripts';

describe('splitScripts', () => {
  it('separates markup from inline and external scripts with their attributes', () => {
    const result = splitScripts(
      '<div id="w"></div>\n<SCRIPT src="https://x.test/w.js?a=1&amp;b=2" async data-id=\'7\'></SCRIPT><script type="module">init(1 < 2)</script >',
    );
    expect(result.markup).toBe('<div id="w"></div>\n');
    expect(result.scripts).toEqual([
      { attributes: { src: 'https://x.test/w.js?a=1&b=2', async: '', 'data-id': '7' }, text: '' },
      { attributes: { type: 'module' }, text: 'init(1 < 2)' },
    ]);
  });

  it('returns plain HTML untouched and drops an unterminated script', () => {
    expect(splitScripts('<p>Hi</p>')).toEqual({ markup: '<p>Hi</p>', scripts: [] });
    expect(splitScripts('<p>Hi</p><script>alert(1)').markup).toBe('<p>Hi</p>');
  });
});
