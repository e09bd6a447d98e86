/**
 * Node module hooks that append every resolved module URL to the file named by `IMPORT_LOG`.
 * Used as `node --import tsx --import ./tests/support/importRecorder.mjs …` to see exactly which
 * modules an import really loads.
 */
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (process.env.IMPORT_LOG) appendFileSync(process.env.IMPORT_LOG, result.url + '\\n');
  return result;
}
`),
);
