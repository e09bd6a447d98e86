import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaDirOf, readServerConfig } from './config';

describe('media folder', () => {
  it('defaults to DATA_DIR/media and follows MEDIA_DIR (a shared mount) when set', () => {
    const local = readServerConfig({ DATA_DIR: '/srv/vitrine' });
    expect(mediaDirOf(local)).toBe(join(resolve('/srv/vitrine'), 'media'));
    expect(mediaDirOf({ ...local, dataDir: '/tmp/e2e' })).toBe(join('/tmp/e2e', 'media'));
    expect(mediaDirOf(readServerConfig({ DATA_DIR: '/srv/vitrine', MEDIA_DIR: '/mnt/partage/media ' }))).toBe('/mnt/partage/media');
  });
});

describe('asset and media bases', () => {
  it('reads ASSET_BASE_URL and MEDIA_BASE_URL without their trailing slash, and none by default', () => {
    expect(readServerConfig({})).toMatchObject({ assetBaseUrl: undefined, mediaBaseUrl: undefined });
    const config = readServerConfig({ ASSET_BASE_URL: 'https://cdn.courtier.ca/vitrine/', MEDIA_BASE_URL: ' https://media.courtier.ca ' });
    expect(config.assetBaseUrl).toBe('https://cdn.courtier.ca/vitrine');
    expect(config.mediaBaseUrl).toBe('https://media.courtier.ca');
  });

  it('refuses a base that is not an http(s) URL, or carries a query', () => {
    expect(() => readServerConfig({ ASSET_BASE_URL: 'cdn.courtier.ca' })).toThrow(/ASSET_BASE_URL must be an http\(s\) URL/);
    expect(() => readServerConfig({ MEDIA_BASE_URL: 'ftp://media.courtier.ca' })).toThrow(/MEDIA_BASE_URL/);
    expect(() => readServerConfig({ MEDIA_BASE_URL: 'https://media.courtier.ca/?v=2' })).toThrow(/MEDIA_BASE_URL/);
  });
});
