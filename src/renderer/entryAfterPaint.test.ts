// @vitest-environment jsdom
// @isolated: runs the page's inline module script and replaces the paint observers of the window.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importAfterFirstPaint, MODULE_AFTER_PAINT_REL, moduleAfterFirstPaint, moduleAfterPaintLink } from './entryAfterPaint';

/** Runs the inline module's text with `importer` standing for `import()`. */
function run(script: string, importer: (url: string) => void) {
  new Function('importer', script.replace('import(', 'importer('))(importer);
}

/** The URLs the document preloads as modules (what the browser fetches). */
const preloaded = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname);

beforeEach(() => {
  vi.useFakeTimers();
  // The document as the server wrote it: the page's modules named by inert links.
  document.head.innerHTML = ['/assets/entry-abc.js', '/assets/chunk-1.js']
    .map((href) => `<link rel="${moduleAfterPaintLink(href).rel}" href="${href}">`)
    .join('');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('importAfterFirstPaint', () => {
  it('fetches nothing before the first paint, then preloads the modules and imports the entry', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const imported: string[] = [];
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    run(importAfterFirstPaint('/assets/entry-abc.js'), (url) => imported.push(url));
    expect(preloaded()).toEqual([]);
    frames[0](0);
    expect(preloaded()).toEqual([]);
    expect(imported).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(['/assets/entry-abc.js', '/assets/chunk-1.js']);
    vi.runAllTimers();
    expect(imported).toEqual(['/assets/entry-abc.js']);
  });

  describe('where the browser reports its paints (Paint Timing)', () => {
    /** A `PerformanceObserver` of paints whose callback the test calls (`report()`). */
    function stubPaintTiming(paintedAlready: boolean) {
      const observers: Array<() => void> = [];
      class PaintObserver {
        static supportedEntryTypes = ['paint', 'resource'];
        private active = true;
        constructor(private readonly callback: (list: unknown, observer: PaintObserver) => void) {}
        observe() {
          observers.push(() => this.active && this.callback({}, this));
        }
        disconnect() {
          this.active = false;
        }
      }
      vi.stubGlobal('PerformanceObserver', PaintObserver);
      vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'paint' && paintedAlready ? [{} as PerformanceEntry] : []));
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      return { report: () => observers.forEach((notify) => notify()) };
    }

    it('waits for the paint shown on screen, not the next animation frame', () => {
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
      const paints = stubPaintTiming(false);
      const imported: string[] = [];
      run(importAfterFirstPaint('/assets/entry-abc.js'), (url) => imported.push(url));
      frames.forEach((frame) => frame(0));
      vi.advanceTimersByTime(100);
      expect(preloaded()).toEqual([]);
      paints.report();
      vi.advanceTimersToNextTimer();
      expect(preloaded()).toEqual(['/assets/entry-abc.js', '/assets/chunk-1.js']);
      vi.runAllTimers();
      expect(imported).toEqual(['/assets/entry-abc.js']);
    });

    it('starts after a task when the page was painted before its script ran', () => {
      stubPaintTiming(true);
      const imported: string[] = [];
      run(importAfterFirstPaint('/assets/entry-abc.js'), (url) => imported.push(url));
      expect(preloaded()).toEqual([]);
      vi.runAllTimers();
      expect(imported).toEqual(['/assets/entry-abc.js']);
    });

    it('starts anyway when no paint is reported within the longest wait, once only', () => {
      const paints = stubPaintTiming(false);
      const imported: string[] = [];
      run(importAfterFirstPaint('/assets/entry-abc.js'), (url) => imported.push(url));
      vi.advanceTimersByTime(2999);
      expect(preloaded()).toEqual([]);
      vi.advanceTimersByTime(1);
      vi.runAllTimers();
      paints.report();
      vi.runAllTimers();
      expect(imported).toEqual(['/assets/entry-abc.js']);
      expect(preloaded()).toHaveLength(2);
    });
  });

  it('starts without waiting for a frame in a hidden tab, which paints none', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const imported: string[] = [];
    run(importAfterFirstPaint('/assets/entry-abc.js'), (url) => imported.push(url));
    expect(preloaded()).toEqual(['/assets/entry-abc.js', '/assets/chunk-1.js']);
    vi.runAllTimers();
    expect(imported).toEqual(['/assets/entry-abc.js']);
  });

  it('turns a few links into preloads per task, so no task is long, and imports after the last', () => {
    document.head.innerHTML = Array.from({ length: 20 }, (_, i) => `<link rel="${MODULE_AFTER_PAINT_REL}" href="/assets/chunk-${i}.js">`).join('');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const imported: string[] = [];
    run(importAfterFirstPaint('/assets/chunk-0.js'), (url) => imported.push(url));
    const counts = [preloaded().length];
    while (vi.getTimerCount() > 0 && imported.length === 0) {
      vi.advanceTimersToNextTimer();
      counts.push(preloaded().length);
    }
    expect(counts).toEqual([8, 16, 20, 20]);
    expect(preloaded()[0]).toBe('/assets/chunk-0.js');
    expect(imported).toEqual(['/assets/chunk-0.js']);
  });

  it('names modules with a link no browser fetches', () => {
    expect(moduleAfterPaintLink('/assets/chunk-1.js')).toEqual({ rel: MODULE_AFTER_PAINT_REL, href: '/assets/chunk-1.js' });
    expect(MODULE_AFTER_PAINT_REL).not.toMatch(/^(modulepreload|preload|prefetch|stylesheet)$/);
  });

  it('cannot close its script element', () => {
    expect(importAfterFirstPaint('/assets/</script>.js')).not.toContain('</script>');
  });
});

describe('moduleAfterFirstPaint', () => {
  /** The module scripts added to the head: type, nonce and text. */
  const added = () => [...document.head.querySelectorAll('script')].map((script) => ({ type: script.type, nonce: script.nonce, text: script.textContent }));

  it("adds the entry's code as a module script of its own after the first paint, with the document's CSP nonce", () => {
    document.head.insertAdjacentHTML('afterbegin', '<meta property="csp-nonce" content="bm9uY2U=">');
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const code = 'import{a}from"/assets/client-x.js";a("</script>")';
    run(moduleAfterFirstPaint(code), () => undefined);
    expect(added()).toEqual([]);
    frames[0](0);
    vi.runAllTimers();
    expect(preloaded()).toEqual(['/assets/entry-abc.js', '/assets/chunk-1.js']);
    expect(added()).toEqual([{ type: 'module', nonce: 'bm9uY2U=', text: code }]);
  });

  it('cannot close its script element', () => {
    expect(moduleAfterFirstPaint('a("</script><script>b()")')).not.toContain('</script>');
  });
});
