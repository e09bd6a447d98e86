import { describe, expect, it } from 'vitest';
import { messageChunkCatalog, messageChunkCatalogs } from './messageChunkCatalogs';
import { CORE_MESSAGE_KEYS } from './messageNamespaces.gen';
import { messagesFor } from './messages';

describe('messageChunkCatalog', () => {
  it('holds the shell’s keys for core and a namespace’s keys otherwise, in the locale asked', () => {
    expect(Object.keys(messageChunkCatalog('fr', 'core')).sort()).toEqual([...CORE_MESSAGE_KEYS].sort());
    const search = messageChunkCatalog('en', 'search');
    expect(Object.keys(search).length).toBeGreaterThan(0);
    expect(Object.keys(search).every((key) => key.startsWith('search.'))).toBe(true);
    const [key] = Object.keys(search);
    expect(search[key]).toEqual(messagesFor('en')[key]);
  });

  it('gives chunks by name', () => {
    expect(Object.keys(messageChunkCatalogs('fr', ['core', 'blog']))).toEqual(['core', 'blog']);
    expect(messageChunkCatalogs('fr', ['core']).core).toBe(messageChunkCatalog('fr', 'core'));
  });
});
