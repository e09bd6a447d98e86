/**
 * The single list of every block definition (ARCHITECTURE "Layout": blocks/registry.ts).
 * Add one import and one entry per block; keep the list sorted by family then type.
 */
import type { BlockDefinition } from './defineBlock';

export const blockDefinitions: BlockDefinition<any, any>[] = [];

const byType = new Map(blockDefinitions.map((definition) => [definition.type, definition]));

/** The definition of a block type, or undefined when it is unknown. */
export function getBlockDefinition(type: string): BlockDefinition<any, any> | undefined {
  return byType.get(type);
}
