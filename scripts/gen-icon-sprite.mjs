#!/usr/bin/env node
/**
 * Writes src/blocks/ui/iconSprite.svg (`npm run gen:icons`): one `<symbol>` per icon the CMS can
 * name (src/blocks/ui/iconNames.json maps each accepted name to a symbol id), drawn by lucide-react
 * (the id in kebab case is the icon's name there, `building-2` for `Building2`) or, for the brand
 * glyphs lucide ships none of, from src/blocks/ui/brandGlyphs.json (one filled path on 24 × 24).
 *
 * The sprite is an image file the browser fetches once and caches, so the icons a page shows cost
 * no JavaScript (src/blocks/ui/Icon.tsx draws `<use href="…sprite.svg#id">`). `--check` writes
 * nothing and exits 1 when the file is out of date; a unit test runs the same check.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The sprite, relative to the project root. */
export const SPRITE = 'src/blocks/ui/iconSprite.svg';

function readJson(path) {
  return JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
}

/** `building-2` → `Building2`: lucide-react's export name of a kebab-case icon name. */
function exportName(id) {
  return id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** The inside of lucide's `<svg>` for icon `id` (its paths, circles…). @throws when lucide has no such icon */
function lucideShapes(id) {
  const Glyph = lucide[exportName(id)];
  if (!Glyph) throw new Error(`lucide-react has no icon ${exportName(id)} (symbol "${id}" in src/blocks/ui/iconNames.json)`);
  const markup = renderToStaticMarkup(createElement(Glyph));
  return markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
}

/** The sprite's text: every symbol named in iconNames.json, sorted by id. */
export function iconSprite() {
  const names = readJson('src/blocks/ui/iconNames.json');
  const brands = readJson('src/blocks/ui/brandGlyphs.json');
  const ids = [...new Set(Object.values(names))].sort();
  const symbols = ids.map((id) => {
    const shapes = brands[id] ? `<path fill="currentColor" stroke="none" d="${brands[id]}"/>` : lucideShapes(id);
    return `<symbol id="${id}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return ['<svg xmlns="http://www.w3.org/2000/svg">', ...symbols, '</svg>', ''].join('\n');
}

/** True when the committed sprite differs from what the names and glyphs give. */
export function spriteOutdated() {
  let current = '';
  try {
    current = readFileSync(join(ROOT, SPRITE), 'utf8');
  } catch {
    return true;
  }
  return current !== iconSprite();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--check')) {
    if (spriteOutdated()) {
      console.error(`${SPRITE} is out of date: run npm run gen:icons`);
      process.exit(1);
    }
  } else {
    writeFileSync(join(ROOT, SPRITE), iconSprite());
    console.log(`Wrote ${SPRITE}.`);
  }
}
