/**
 * The failures of a document operation (a page, a variant, an article, the header and footer,
 * settings, a directory record), thrown by the operation and turned into the CMS API's answer in
 * one place ({@link documentErrorAnswer}, called by the CMS app's error handler):
 *
 * | error            | answer                                                                  |
 * |------------------|-------------------------------------------------------------------------|
 * | `StaleRevision`  | 409 `stale_revision` with `current_revision`, `updated_at`, `updated_by` |
 * | `InvalidBlocks`  | 422 `invalid_blocks` with `blocks` (each block's issues)                 |
 * | `InvalidDocument`| 422 `invalid_document` (or the kind's own code) with `fields`            |
 * | `Forbidden`      | 403 `forbidden`                                                          |
 * | `NotFound`       | 404 `not_found`                                                          |
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import type { InvalidBlockAnswer, invalidBlocksAnswer, staleRevisionAnswer } from '../../schema/cmsAnswers';
import { cmsError } from '../cms/errors';

/** A refusal of a document operation that the CMS API answers with a 4xx. */
export abstract class DocumentError extends Error {}

/** What a stale write is told about the stored document. */
export interface CurrentRevision {
  /** The stored revision. */
  revision: number;
  updatedAt?: Date | null;
  /** E-mail of whoever saved it, when known. */
  updatedBy?: string | null;
}

/** Someone else saved the document since the revision the write started from. */
export class StaleRevision extends DocumentError {
  constructor(
    readonly current: CurrentRevision,
    message = 'Someone else changed this document.',
  ) {
    super(message);
    this.name = 'StaleRevision';
  }
}

/** Blocks a publish refuses, as the 422 body lists them. */
export class InvalidBlocks extends DocumentError {
  constructor(
    readonly blocks: InvalidBlockAnswer[],
    message = `${blocks.length} block(s) must be fixed before publishing.`,
  ) {
    super(message);
    this.name = 'InvalidBlocks';
  }
}

/** A document that cannot be stored or published as it is: its fields' messages (`{ 'content.fields.2.title': ['…'] }`). */
export class InvalidDocument extends DocumentError {
  constructor(
    readonly fields: Record<string, string[]>,
    message = 'This content has invalid parts: fix them before continuing.',
    /** The answer's `error` code: `invalid_document`, or a kind's own (`invalid_article`). */
    readonly code = 'invalid_document',
  ) {
    super(message);
    this.name = 'InvalidDocument';
  }
}

/** The user may not make this change (a role, a script block). */
export class Forbidden extends DocumentError {
  constructor(message: string) {
    super(message);
    this.name = 'Forbidden';
  }
}

/** The document (or what it belongs to) does not exist on this site. */
export class NotFound extends DocumentError {
  constructor(message: string) {
    super(message);
    this.name = 'NotFound';
  }
}

/** The CMS API's answer to `error` when it is a {@link DocumentError}; null for any other error. */
export function documentErrorAnswer(c: Context, error: unknown): Response | null {
  if (error instanceof StaleRevision) {
    const { revision, updatedAt, updatedBy } = error.current;
    const { error: code, message, ...facts } = {
      error: 'stale_revision',
      message: error.message,
      current_revision: revision,
      ...(updatedAt !== undefined ? { updated_at: updatedAt?.toISOString() ?? null } : {}),
      ...(updatedBy !== undefined ? { updated_by: updatedBy } : {}),
    } satisfies z.input<typeof staleRevisionAnswer>;
    return cmsError(c, 409, code, message, facts);
  }
  if (error instanceof InvalidBlocks) {
    const { error: code, message, ...refused } = { error: 'invalid_blocks', message: error.message, blocks: error.blocks } satisfies z.input<typeof invalidBlocksAnswer>;
    return cmsError(c, 422, code, message, refused);
  }
  if (error instanceof InvalidDocument) return cmsError(c, 422, error.code, error.message, { fields: error.fields });
  if (error instanceof Forbidden) return cmsError(c, 403, 'forbidden', error.message);
  if (error instanceof NotFound) return cmsError(c, 404, 'not_found', error.message);
  return null;
}
