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
