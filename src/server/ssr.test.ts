import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHUNKS_FOLDER } from '../lib/inlineEntry';
import { CLIENT_ENTRY, loadClientAssets, PUBLIC_ENTRY } from './ssr';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** A client build directory holding `manifest` and the CSS files it names. */
function clientBuild(manifest: Record<string, unknown>, css: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-client-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, text] of Object.entries(css)) writeFileSync(join(dir, file), text);
  return dir;
}

describe('loadClientAssets', () => {
  it("names the entry, the modules it imports in turn with theirs and the public routes', not the QA screens'", () => {
    const assets = loadClientAssets(
      clientBuild(
        {
          [CLIENT_ENTRY]: { file: 'assets/entry.js', isEntry: true, dynamicImports: ['node_modules/react-dom/client.js', 'src/renderer/hydratePage.tsx'] },
          'node_modules/react-dom/client.js': { file: 'assets/client.js', imports: ['_react.js'] },
          '_react.js': { file: 'assets/react.js' },
          'src/renderer/hydratePage.tsx': { file: 'assets/hydratePage.js', css: ['assets/hydratePage.css'], imports: ['_react.js', '_router.js'], dynamicImports: ['src/renderer/routes/$locale.tsx', 'src/renderer/routes/qa.tsx'] },
          '_router.js': { file: 'assets/router.js' },
          'src/renderer/routes/$locale.tsx': { file: 'assets/locale-route.js' },
          'src/renderer/routes/qa.tsx': { file: 'assets/qa-route.js', css: ['assets/qa.css'] },
        },
        { 'assets/hydratePage.css': 'body{margin:0}', 'assets/qa.css': '.qa{}' },
      ),
    );
    expect(assets.scripts).toEqual([{ src: '/assets/entry.js' }]);
    expect(assets.modulePreloads.sort()).toEqual(['/assets/client.js', '/assets/hydratePage.js', '/assets/locale-route.js', '/assets/react.js', '/assets/router.js']);
    expect(assets.stylesheets).toEqual(['/assets/hydratePage.css']);
    expect(assets.stylesheetTexts?.get('/assets/hydratePage.css')).toBe('body{margin:0}');
  });

  it('puts ASSET_BASE_URL in front of every file, the inlined stylesheets found by the same address', () => {
    const assets = loadClientAssets(
      clientBuild(
        {
          [CLIENT_ENTRY]: { file: 'assets/entry.js', isEntry: true, css: ['assets/app.css'], dynamicImports: ['src/renderer/hydratePage.tsx'] },
          'src/renderer/hydratePage.tsx': { file: 'assets/hydratePage.js' },
        },
        { 'assets/app.css': 'body{margin:0}' },
      ),
      'https://cdn.courtier.ca',
    );
    expect(assets.base).toBe('https://cdn.courtier.ca/');
    expect(assets.scripts).toEqual([{ src: 'https://cdn.courtier.ca/assets/entry.js' }]);
    expect(assets.modulePreloads).toEqual(['https://cdn.courtier.ca/assets/hydratePage.js']);
    expect(assets.stylesheetTexts?.get(assets.stylesheets[0])).toBe('body{margin:0}');
  });

  it("names the site pages' entry apart: its own styles and its two steps, without the router", () => {
    const assets = loadClientAssets(
      clientBuild(
        {
          [CLIENT_ENTRY]: { file: 'assets/entry-client.js', isEntry: true, dynamicImports: ['node_modules/react-dom/client.js', 'src/renderer/hydratePage.tsx'] },
          [PUBLIC_ENTRY]: { file: 'assets/entry-public.js', isEntry: true, css: ['assets/global.css'], dynamicImports: ['node_modules/react-dom/client.js', 'src/renderer/hydratePublicPage.tsx'] },
          'node_modules/react-dom/client.js': { file: 'assets/client.js', imports: ['_react.js'] },
          '_react.js': { file: 'assets/react.js' },
          'src/renderer/hydratePage.tsx': { file: 'assets/hydratePage.js', imports: ['_react.js', '_router.js'] },
          'src/renderer/hydratePublicPage.tsx': { file: 'assets/hydratePublicPage.js', imports: ['_react.js', '_island.js'], dynamicImports: ['src/blocks/content/cta_block/CtaBlock.tsx'] },
          '_router.js': { file: 'assets/router.js' },
          '_island.js': { file: 'assets/island.js' },
          'src/blocks/content/cta_block/CtaBlock.tsx': { file: 'assets/cta.js' },
        },
        { 'assets/global.css': 'body{margin:0}' },
      ),
    );
    expect(assets.scripts).toEqual([{ src: '/assets/entry-client.js' }]);
    expect(assets.publicPage?.scripts).toEqual([{ src: '/assets/entry-public.js' }]);
    expect(assets.publicPage?.stylesheets).toEqual(['/assets/global.css']);
    expect(assets.publicPage?.modulePreloads.sort()).toEqual(['/assets/client.js', '/assets/hydratePublicPage.js', '/assets/island.js', '/assets/react.js']);
  });

  it("carries the site pages' entry in their documents when the build wrote it out, its chunks named at ASSET_BASE_URL", () => {
    const build = clientBuild(
      {
        [CLIENT_ENTRY]: { file: 'assets/entry-client.js', isEntry: true, imports: ['_client.js'] },
        [PUBLIC_ENTRY]: { file: 'assets/entry-public.js', isEntry: true, css: ['assets/global.css'], imports: ['_client.js'], dynamicImports: ['src/renderer/hydratePublicPage.tsx'] },
        '_client.js': { file: 'assets/client.js' },
        'src/renderer/hydratePublicPage.tsx': { file: 'assets/island.js', imports: ['_client.js'] },
      },
      { 'assets/global.css': 'body{margin:0}' },
    );
    const code = `import{a}from"${CHUNKS_FOLDER}client.js";a(()=>import("${CHUNKS_FOLDER}island.js"))`;
    writeFileSync(join(build, '.vite', 'inline-entries.json'), JSON.stringify({ [PUBLIC_ENTRY]: { code, folder: 'assets/' } }));
    const assets = loadClientAssets(build, 'https://cdn.courtier.ca');
    expect(assets.publicPage?.scripts).toEqual([{ entryCode: 'import{a}from"https://cdn.courtier.ca/assets/client.js";a(()=>import("https://cdn.courtier.ca/assets/island.js"))' }]);
    expect(assets.publicPage?.modulePreloads.sort()).toEqual(['https://cdn.courtier.ca/assets/client.js', 'https://cdn.courtier.ca/assets/island.js']);
    // The routed app (QA screens) keeps its entry's file; without ASSET_BASE_URL, chunks come from this server.
    expect(assets.scripts).toEqual([{ src: 'https://cdn.courtier.ca/assets/entry-client.js' }]);
    expect(loadClientAssets(build).publicPage?.scripts[0].entryCode).toContain('"/assets/client.js"');
  });

  it('asks for a build when the manifest is missing', () => {
    expect(() => loadClientAssets(join(tmpdir(), 'vitrine-no-build'))).toThrow(/npm run build/);
  });
});
