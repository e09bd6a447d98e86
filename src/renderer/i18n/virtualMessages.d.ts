/** The compiled message chunks of build/messageCatalogs.ts. */
declare module 'virtual:vitrine-messages' {
  /** The compiled messages of one chunk (`core` or a namespace) of a locale; undefined for an unknown one. */
  export function loadMessageChunk(locale: string, name: string): Promise<Record<string, unknown> | undefined>;
}

/** The chunks a site page may still download: `core` and the namespaces of the parts it shows on demand. */
declare module 'virtual:vitrine-messages-public' {
  /** The compiled messages of one chunk of a locale; undefined for a chunk a site page never downloads. */
  export function loadMessageChunk(locale: string, name: string): Promise<Record<string, unknown> | undefined>;
}
