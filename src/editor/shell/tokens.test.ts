/**
 * The QA editor's colours live in one file, shell/tokens.css: every other stylesheet of the editor
 * and of the QA routes names them with `var(--qa-…)`, so a new screen takes the palette instead of
 * adding the hundred-and-first grey. Fails naming the file and line of a colour written out, of a
 * `--qa-` token that tokens.css does not define, of a token defined anywhere else, and of a second
 * place loading tokens.css (it loads once, with the QA routes' mount, never with public pages).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TOKENS = 'src/editor/shell/tokens.css';
const STYLE_ROOTS = ['src/editor', 'src/renderer/routes/qa'];

/** CSS named colours (CSS Color 4), `transparent` and `currentcolor` aside. */
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse ' +
    'chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta ' +
    'darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
    'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green ' +
    'greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey ' +
    'lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
    'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
    'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey ' +
    'snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![0-9a-z_-])/gi;
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;

function stylesheets(): string[] {
  return STYLE_ROOTS.flatMap((dir) =>
    (readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name))),
  ).sort();
}

/** Comments and quoted strings blanked out, line breaks kept: offsets and line numbers still match the file. */
function blankCommentsAndStrings(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\/|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, (text) => text.replace(/[^\n]/g, ' '));
}

interface Declaration {
  property: string;
  value: string;
  /** Offset of the value in the file. */
  at: number;
}

/** The declarations of every innermost block (rules, keyframe steps, `:root`). */
function declarations(css: string): Declaration[] {
  const found: Declaration[] = [];
  for (const block of css.matchAll(/\{([^{}]*)\}/g)) {
    let offset = block.index + 1;
    for (const part of block[1].split(';')) {
      const colon = part.indexOf(':');
      if (colon > 0) found.push({ property: part.slice(0, colon).trim(), value: part.slice(colon + 1), at: offset + colon + 1 });
      offset += part.length + 1;
    }
  }
  return found;
}

const lineOf = (css: string, offset: number) => css.slice(0, offset).split('\n').length;

/** Colour literals in a stylesheet, as `line: literal`. */
function colourLiterals(source: string): string[] {
  const css = blankCommentsAndStrings(source);
  const hits: { at: number; text: string }[] = [];
  for (const { value, at } of declarations(css)) {
    const plain = value.replace(/url\([^)]*\)/gi, (text) => ' '.repeat(text.length));
    for (const match of plain.matchAll(HEX)) hits.push({ at: at + match.index, text: match[0] });
    for (const match of plain.matchAll(COLOUR_FUNCTION)) hits.push({ at: at + match.index, text: `${match[0]}…)` });
    for (const match of plain.matchAll(/(?<![\w-])[a-z]+(?![\w(-])/gi)) {
      if (NAMED_COLOURS.has(match[0].toLowerCase())) hits.push({ at: at + match.index, text: match[0] });
    }
  }
  return hits.sort((a, b) => a.at - b.at).map((hit) => `${lineOf(css, hit.at)}: ${hit.text}`);
}

const definedTokens = (source: string) =>
  new Set(
    declarations(blankCommentsAndStrings(source))
      .map((d) => d.property)
      .filter((p) => p.startsWith('--qa-')),
  );

describe('the colour scanner', () => {
  it('finds hex, functional and named colours in values, with their lines', () => {
    const sample = ['.a {', '  color: #0F172A;', '  background: rgb(0 0 0 / 10%);', '  border: 1px solid white;', '  box-shadow: 0 1px 2px hsla(0, 0%, 0%, 0.2);', '}'].join('\n');
    expect(colourLiterals(sample)).toEqual(['2: #0F172A', '3: rgb(…)', '4: white', '5: hsla(…)']);
  });

  it('leaves tokens, keywords, selectors, comments, strings and property names alone', () => {
    const sample = [
      '/* was #fff */',
      '.red:not(.blue) {',
      '  white-space: nowrap;',
      "  font-family: 'Red Hat', system-ui;",
      '  color: var(--qa-slate-900);',
      '  background: color-mix(in srgb, var(--qa-accent) 4%, transparent);',
      '  border-color: currentColor;',
      "  grid-template-areas: 'tan olive';",
      '}',
    ].join('\n');
    expect(colourLiterals(sample)).toEqual([]);
  });
});

describe('QA editor stylesheets', () => {
  const files = stylesheets();
  const tokens = definedTokens(readFileSync(join(ROOT, TOKENS), 'utf8'));

  it('finds the stylesheets and the palette', () => {
    expect(files).toContain(TOKENS);
    expect(files.length).toBeGreaterThan(30);
    expect(tokens.size).toBeGreaterThan(30);
  });

  it('write no colour outside tokens.css', () => {
    const found = files.filter((file) => file !== TOKENS).flatMap((file) => colourLiterals(readFileSync(join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(found, 'use a var(--qa-…) token from src/editor/shell/tokens.css').toEqual([]);
  });

  it('use only tokens that tokens.css defines, and define none elsewhere', () => {
    const problems: string[] = [];
    for (const file of files) {
      const css = blankCommentsAndStrings(readFileSync(join(ROOT, file), 'utf8'));
      for (const match of css.matchAll(/var\(\s*(--qa-[\w-]+)/g)) {
        if (!tokens.has(match[1])) problems.push(`${file}:${lineOf(css, match.index)}: ${match[1]} is not defined in tokens.css`);
      }
      if (file === TOKENS) continue;
      for (const { property, at } of declarations(css)) {
        if (property.startsWith('--qa-')) problems.push(`${file}:${lineOf(css, at)}: ${property} is defined outside tokens.css`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('load tokens.css once, from the QA routes’ mount', () => {
    const sources = (readdirSync(join(ROOT, 'src'), { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((entry) => entry.isFile() && /\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
    const importers = sources.filter((file) => /['"][^'"]*\/tokens\.css['"]/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(importers).toEqual(['src/renderer/routes/qa/-EditorMount.module.css']);
  });
});
