import { describe, expect, it } from 'vitest';
import { assetsFromManifest, type ViteManifest } from './pageAssets';

const manifest: ViteManifest = {
  'src/renderer/entry-client.tsx': {
    file: 'assets/entry-client-abc.js',
    isEntry: true,
    css: ['assets/entry-client-abc.css'],
    imports: ['_shared-1.js'],
    dynamicImports: ['node_modules/@sentry/react/index.js', 'src/renderer/routes/$locale/$.tsx?tsr-split=component'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'node_modules/@sentry/react/index.js': { file: 'assets/sentry.js' },
  'src/renderer/routes/$locale/$.tsx?tsr-split=component': {
    file: 'assets/page.js',
    imports: ['src/renderer/entry-client.tsx', '_page-view.js'],
  },
  '_page-view.js': { file: 'assets/page-view.js', css: ['assets/page-view.css'] },
};

describe('assetsFromManifest', () => {
  it('emits the entry script, all CSS and preloads for static imports and route chunks only', () => {
    const assets = assetsFromManifest(manifest, 'src/renderer/entry-client.tsx', '/', (key) => key.startsWith('src/renderer/routes/'));
    expect(assets.scripts).toEqual([{ src: '/assets/entry-client-abc.js' }]);
    expect(assets.stylesheets).toEqual(['/assets/entry-client-abc.css', '/assets/shared-1.css', '/assets/page-view.css']);
    expect(assets.modulePreloads).toEqual(['/assets/shared-1.js', '/assets/react.js', '/assets/page.js', '/assets/page-view.js']);
    expect(assets.modulePreloads).not.toContain('/assets/sentry.js');
  });

  it('throws a clear error when the entry is missing', () => {
    expect(() => assetsFromManifest({}, 'src/renderer/entry-client.tsx')).toThrow(/missing from the Vite manifest/);
  });
});
