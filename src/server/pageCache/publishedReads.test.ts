/**
 * The published rows kept between renders: each read gets the kept row, frozen, an announced change drops
 * exactly the rows it touches, a read racing a change is not kept, and a database the app does not
 * serve is always read.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { noteContentChange } from './contentChanges';
import { keepPublishedReads, PublishedReads, readPublished } from './publishedReads';
import { dependencyTag } from './renderDependencies';

const opened: PublishedReads[] = [];
afterEach(() => opened.splice(0).forEach((reads) => reads.close()));
const listening = () => {
  const reads = new PublishedReads().listen();
  opened.push(reads);
  return reads;
};

/** A loader counting its database reads, answering a fresh site row each time. */
function siteLoader(siteId: string) {
  const loader = {
    reads: 0,
    load: async () => {
      loader.reads += 1;
      return { id: siteId, settings: { theme: { primary: '#123456' } }, header: { fields: [{ block_type: 'menu' }] } };
    },
  };
  return loader;
}
const siteTags = (site: { id: string } | null) => site && [dependencyTag.site(site.id)];

describe('PublishedReads', () => {
  it('reads a row once, then gives every caller the same row, read only: a change to it throws and leaves it as read', async () => {
    const reads = listening();
    const loader = siteLoader('a');
    const first = await reads.read('host:a.test', siteTags, loader.load);
    expect(() => {
      first.settings.theme.primary = '#000000';
    }).toThrow(TypeError);
    const second = await reads.read('host:a.test', siteTags, loader.load);
    expect(() => second.header.fields.push({ block_type: 'added' })).toThrow(TypeError);
    expect(second).toBe(first);
    expect(loader.reads).toBe(1);
    expect(await reads.read('host:a.test', siteTags, loader.load)).toEqual({ id: 'a', settings: { theme: { primary: '#123456' } }, header: { fields: [{ block_type: 'menu' }] } });
  });

  it('keeps dates, bytes and maps as read, the rows inside a map frozen too', async () => {
    const reads = listening();
    const row = () => ({ id: 'p1', published_at: new Date('2026-11-28T14:00:00Z'), hash: Buffer.from('c0ffee', 'hex'), tags: ['condo', 'Longueuil'], media: new Map([['c0ffee', { width: 1200 }]]) });
    await reads.read('article:p1', () => ['article:p1'], async () => row());
    const kept = await reads.read('article:p1', () => ['article:p1'], async () => row());
    expect(kept).toEqual(row());
    expect(kept.published_at).toBeInstanceOf(Date);
    expect(() => kept.tags.push('changed')).toThrow(TypeError);
    expect(Object.isFrozen(kept.media.get('c0ffee'))).toBe(true);
  });

  it('a change drops the rows carrying its tag only', async () => {
    const reads = listening();
    const a = siteLoader('a');
    const b = siteLoader('b');
    const hosts = ['a.test', 'www.a.test', 'a.localhost'];
    for (const host of hosts) await reads.read(`host:${host}`, siteTags, a.load);
    await reads.read('host:b.test', siteTags, b.load);
    noteContentChange({ kind: 'site', siteId: 'a' });
    for (const host of hosts) await reads.read(`host:${host}`, siteTags, a.load);
    await reads.read('host:b.test', siteTags, b.load);
    expect([a.reads, b.reads]).toEqual([6, 1]);
    noteContentChange({ kind: 'all' });
    await reads.read('host:b.test', siteTags, b.load);
    expect(b.reads).toBe(2);
  });

  it('a row read while a change was announced is answered but not kept', async () => {
    const reads = listening();
    const loader = siteLoader('a');
    const racing = async () => {
      const row = await loader.load();
      noteContentChange({ kind: 'site', siteId: 'a' });
      return row;
    };
    expect((await reads.read('host:a.test', siteTags, racing)).id).toBe('a');
    await reads.read('host:a.test', siteTags, loader.load);
    await reads.read('host:a.test', siteTags, loader.load);
    expect(loader.reads).toBe(2);
  });

  it('reads again a row kept for a shorter time once that time is over', async () => {
    const reads = listening();
    const loader = siteLoader('a');
    await reads.read('feed:a', siteTags, loader.load, { ttlMs: 20 });
    await reads.read('feed:a', siteTags, loader.load, { ttlMs: 20 });
    expect(loader.reads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await reads.read('feed:a', siteTags, loader.load, { ttlMs: 20 });
    expect(loader.reads).toBe(2);
  });

  it('keeps nothing found: a site or page created later is seen at once', async () => {
    const reads = listening();
    let nothingReads = 0;
    const none = async () => {
      nothingReads += 1;
      return null;
    };
    await reads.read('host:new.test', siteTags, none);
    await reads.read('host:new.test', siteTags, none);
    expect(nothingReads).toBe(2);
    expect(reads.size).toBe(0);
  });

  it('reads through only for the database the app keeps them for', async () => {
    const kept = {} as Database;
    const other = {} as Database;
    const loader = siteLoader('a');
    keepPublishedReads(kept, listening());
    await readPublished(kept, 'host:a.test', siteTags, loader.load);
    await readPublished(kept, 'host:a.test', siteTags, loader.load);
    await readPublished(other, 'host:a.test', siteTags, loader.load);
    await readPublished(other, 'host:a.test', siteTags, loader.load);
    expect(loader.reads).toBe(3);
  });
});
