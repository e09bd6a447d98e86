/**
 * Reading a built chunk's module syntax (Rolldown's parser, as Vite exports it): its static
 * imports and the spots where a chunk names its own address. The build steps that move code
 * between chunks after Rolldown (runtimeInClientChunk.ts, inlineEntries.ts) rewrite these spots
 * and nothing else.
 */
import { parseSync } from 'vite';

/** One `import … from "./x.js"` of a chunk: where it sits (string offsets) and what it binds. */
export interface StaticImport {
  start: number;
  end: number;
  /** The specifier as written (`./client-Ab12.js`), and where its string literal sits. */
  source: string;
  sourceStart: number;
  sourceEnd: number;
  /** Imported name → local name (`import{a as e}` → `['a', 'e']`); empty for a bare import. */
  bindings: [imported: string, local: string][];
}

/** A spot in a chunk that names an address: `import.meta.url`, or an `import("./x.js")` specifier. */
export interface AddressSpot {
  start: number;
  end: number;
  /** `undefined` for `import.meta.url`; the specifier for a dynamic import. */
  source?: string;
}

/** What a chunk's top level holds, as far as moving it goes. */
export interface ChunkSyntax {
  imports: StaticImport[];
  /** `export { local as exported }` statements (a chunk's only kind of export). */
  exports: { start: number; end: number; bindings: [local: string, exported: string][] }[];
  /**
   * What the moves cannot rewrite (default or namespace imports, other export forms,
   * `import.meta` other than `.url`, `import()` of a computed address): a chunk with any stays put.
   */
  unsupported: string[];
  addresses: AddressSpot[];
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const nameOf = (node: { name?: string; value?: string }) => node.name ?? String(node.value);

/**
 * Parses a chunk's code.
 * @param fileName the chunk's file (for error messages)
 * @throws Error when the code does not parse
 */
export function chunkSyntax(fileName: string, code: string): ChunkSyntax {
  const { program, errors } = parseSync(fileName, code, { sourceType: 'module', lang: 'js' });
  if (errors.length > 0) throw new Error(`${fileName} does not parse: ${errors[0].message}`);
  const syntax: ChunkSyntax = { imports: [], exports: [], unsupported: [], addresses: [] };
  for (const statement of program.body as unknown as Node[]) {
    if (statement.type === 'ImportDeclaration') {
      const specifiers = statement.specifiers as { type: string; imported?: { name?: string; value?: string }; local: { name: string } }[];
      if (specifiers.some((specifier) => specifier.type !== 'ImportSpecifier')) syntax.unsupported.push('default or namespace import');
      syntax.imports.push({
        start: statement.start,
        end: statement.end,
        source: String((statement.source as Node & { value: string }).value),
        sourceStart: (statement.source as Node).start,
        sourceEnd: (statement.source as Node).end,
        bindings: specifiers.map((specifier) => [nameOf(specifier.imported ?? specifier.local), specifier.local.name]),
      });
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration && !statement.source) {
      const specifiers = statement.specifiers as { local: { name?: string; value?: string }; exported: { name?: string; value?: string } }[];
      syntax.exports.push({ start: statement.start, end: statement.end, bindings: specifiers.map((specifier) => [nameOf(specifier.local), nameOf(specifier.exported)]) });
    } else if (statement.type.startsWith('Export')) {
      syntax.unsupported.push(statement.type);
    }
  }
  collectAddresses(program as unknown as Node, syntax.addresses, syntax.unsupported);
  return syntax;
}

/** Every `import.meta.url` and `import("…")` under `node`, in source order. */
function collectAddresses(node: Node, into: AddressSpot[], unsupported: string[]): void {
  if (node.type === 'MetaProperty') {
    // `import.meta` alone (not `.url`) is left to the member expression below.
    return;
  }
  if (node.type === 'MemberExpression' && (node.object as Node).type === 'MetaProperty') {
    const property = node.property as { name?: string };
    if (property.name === 'url') into.push({ start: node.start, end: node.end });
    else unsupported.push(`import.meta.${property.name}`);
    return;
  }
  if (node.type === 'ImportExpression') {
    const source = node.source as Node & { value?: unknown; quasis?: { value: { cooked: string } }[]; expressions?: unknown[] };
    if (source.type === 'Literal' && typeof source.value === 'string') into.push({ start: source.start, end: source.end, source: source.value });
    else if (source.type === 'TemplateLiteral' && source.expressions?.length === 0) into.push({ start: source.start, end: source.end, source: source.quasis![0].value.cooked });
    else unsupported.push('import() of a computed address');
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child === 'object' && 'type' in child) collectAddresses(child as Node, into, unsupported);
    } else if (value && typeof value === 'object' && 'type' in value) {
      collectAddresses(value as Node, into, unsupported);
    }
  }
}

/** An object's text or a destructuring pattern from name pairs (`[['a', 'e']]` → `{"a":e}`). */
export function objectPattern(pairs: readonly (readonly [key: string, local: string])[]): string {
  return `{${pairs.map(([key, local]) => `${JSON.stringify(key)}:${local}`).join(',')}}`;
}

/**
 * Replaces spans of `code` (non-overlapping, any order).
 * @returns the new code
 */
export function replaceSpans(code: string, spans: { start: number; end: number; text: string }[]): string {
  let result = code;
  for (const { start, end, text } of [...spans].sort((a, b) => b.start - a.start)) result = result.slice(0, start) + text + result.slice(end);
  return result;
}
