import { afterEach, describe, expect, it, vi } from 'vitest';
import { importAfterFirstPaint } from './entryAfterPaint';

/** Runs the inline module's text with `importer` standing for `import()`. */
function run(script: string, importer: (url: string) => void) {
  new Function('importer', script.replace('import(', 'importer('))(importer);
}

afterEach(() => vi.unstubAllGlobals());

describe('importAfterFirstPaint', () => {
  it('imports the entry after the next frame and a task, when the page is visible', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const imported: string[] = [];
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    run(importAfterFirstPaint('/assets/entry-abc.js'), (url) => imported.push(url));
    expect(imported).toEqual([]);
    frames[0](0);
    expect(imported).toEqual([]);
    vi.runAllTimers();
    expect(imported).toEqual(['/assets/entry-abc.js']);
    vi.useRealTimers();
  });

  it('imports at once in a hidden tab, which paints no frame', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const imported: string[] = [];
    run(importAfterFirstPaint('/assets/entry-abc.js'), (url) => imported.push(url));
    expect(imported).toEqual(['/assets/entry-abc.js']);
  });

  it('cannot close its script element', () => {
    expect(importAfterFirstPaint('/assets/</script>.js')).not.toContain('</script>');
  });
});
