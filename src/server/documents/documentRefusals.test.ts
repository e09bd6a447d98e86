import { describe, expect, it } from 'vitest';
import { NotFound, StaleRevision } from './documentErrors';
import { documentRefusals } from './documentRefusals';

describe('documentRefusals', () => {
  const at = new Date('2026-11-29T07:00:00Z');

  it('words the stale revision after the document, with the stored revision, who and when', () => {
    const stale = documentRefusals('article').stale({ revision: 4, updatedAt: at, updatedBy: 'julie@example.ca' });
    expect(stale).toBeInstanceOf(StaleRevision);
    expect(stale.message).toBe('Someone else changed this article.');
    expect(stale.current).toEqual({ revision: 4, updatedAt: at, updatedBy: 'julie@example.ca' });
  });

  it('leaves out who saved a kind that does not keep it', () => {
    expect(documentRefusals('variant').stale({ revision: 2, updatedAt: at }).current).toEqual({ revision: 2, updatedAt: at });
  });

  it('after a conditional write that changed nothing: stale when the document is still there, else not found', () => {
    const refuse = documentRefusals('record');
    expect(refuse.staleOrGone({ revision: 7, updatedAt: at })).toBeInstanceOf(StaleRevision);
    const gone = refuse.staleOrGone(null);
    expect(gone).toBeInstanceOf(NotFound);
    expect(gone.message).toBe('This record does not exist.');
    expect(documentRefusals('page').notFound().message).toBe('This page does not exist.');
  });
});
