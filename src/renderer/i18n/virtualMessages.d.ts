/** The compiled message chunks of build/messageCatalogs.ts. */
declare module 'virtual:vitrine-messages' {
  /** The compiled messages of one chunk (`core` or a namespace) of a locale; undefined for an unknown one. */
  export function loadMessageChunk(locale: string, name: string): Promise<Record<string, unknown> | undefined>;
}
