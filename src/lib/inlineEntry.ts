/**
 * What the build writes out for an entry the document carries (build/inlineEntries.ts) and the
 * server reads (src/server/ssr.ts): `.vite/inline-entries.json`.
 */

/** Per manifest key of an entry: its module code and the folder of its chunks (`assets/`). */
export type InlineEntries = Record<string, { code: string; folder: string }>;

/** Where an entry's code names its chunks' folder: the server writes the folder's URL in its place. */
export const CHUNKS_FOLDER = '%VITRINE_CHUNKS_FOLDER%';

/**
 * An entry's code with its chunks' folder in place.
 * @param folderUrl the folder's URL or path from the site's root (`/assets/`, `https://cdn.example/assets/`)
 */
export function entryCodeFrom(code: string, folderUrl: string): string {
  // Inside string literals of the code: written as a JSON string's content.
  return code.replaceAll(CHUNKS_FOLDER, JSON.stringify(folderUrl).slice(1, -1));
}
