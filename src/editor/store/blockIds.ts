/** Editor ids of blocks: stable while a page is edited, never sent to the server. */
let idCounter = 0;

/** A fresh editor id for a block. */
export function newBlockId(): string {
  idCounter += 1;
  return `b${Date.now().toString(36)}${idCounter.toString(36)}`;
}
