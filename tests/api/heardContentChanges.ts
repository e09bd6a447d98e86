/**
 * The content changes this process announces while a test file runs (what page caches, listing
 * indexes and other instances hear), emptied after each test.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { onContentChange, type ContentChange } from '../../src/server/pageCache/contentChanges';

/** Call at the top of a test file; the array it returns fills as changes are announced. */
export function heardContentChanges(): ContentChange[] {
  const heard: ContentChange[] = [];
  let stopListening = () => {};
  beforeAll(() => {
    stopListening = onContentChange((change) => heard.push(change));
  });
  afterAll(() => stopListening());
  afterEach(() => {
    heard.length = 0;
  });
  return heard;
}
