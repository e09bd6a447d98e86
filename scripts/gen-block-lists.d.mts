/** Types of scripts/gen-block-lists.mjs (a plain ES module script), for its tests. */

/** One block folder `src/blocks/<family>/<type>/` as the lists name it. */
export interface BlockFolder {
  family: string;
  type: string;
  schemaName: string;
  definitionName: string;
  componentName: string | null;
  componentModule: string | null;
  item: boolean;
}

export const OUTPUTS: { schemas: string; registry: string; components: string };
export function readBlockFolders(root?: string): BlockFolder[];
export function generate(root?: string): Record<string, string>;
export function outdated(root?: string): string[];
export function writeBlockLists(root?: string): string[];
