import { describe, expect, it } from 'vitest';
import type { PageAssets, ViteManifest } from '../../lib/pageAssets';
import type { PagePayload } from '../../schema/page';
import { blockAssetsFor } from './blockAssets';

const manifest: ViteManifest = {
  'src/renderer/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/blocks/chrome/header_classic/HeaderClassic.tsx': { file: 'assets/HeaderClassic.js', css: ['assets/HeaderClassic.css'], imports: ['_react.js', '_Icon.js'] },
  '_Icon.js': { file: 'assets/Icon.js' },
  'src/blocks/contact/contact_form_block/ContactFormBlock.tsx': { file: 'assets/ContactForm.js', css: ['assets/ContactForm.css'] },
  'src/blocks/content/qa_block/QaBlock.tsx': { file: 'assets/Qa.js', css: ['assets/Qa.css'] },
  ...Object.fromEntries(
    ['fr', 'en'].flatMap((locale) =>
      ['core', 'blog', 'common', 'header', 'contact-form', 'form', 'cta'].map((name) => [`virtual:vitrine-messages/${locale}/${name}`, { file: `assets/${name}-${locale}.js` }]),
    ),
  ),
};

const assets: PageAssets = {
  scripts: [{ src: '/assets/entry.js' }],
  stylesheets: [],
  modulePreloads: ['/assets/react.js'],
  manifest,
  blockChunks: { header_classic: 'assets/HeaderClassic.js', contact_form_block: 'assets/ContactForm.js', qa_block: 'assets/Qa.js' },
};

/** A contact page: a classic header, the contact form first, questions and answers below the fold. */
const payload = {
  header: { fields: [{ block_type: 'header_classic' }] },
  content: { fields: [{ block_type: 'contact_form_block' }, { block_type: 'qa_block' }] },
  footer: { fields: [] },
} as unknown as PagePayload;

/** A page opening on questions and answers, the contact form below it. */
const faqFirst = {
  header: { fields: [{ block_type: 'header_classic' }] },
  content: { fields: [{ block_type: 'qa_block' }, { block_type: 'contact_form_block' }] },
  footer: { fields: [] },
} as unknown as PagePayload;

describe('blockAssetsFor', () => {
  it('styles every block of the page and preloads the code of those hydrated at once', () => {
    const files = blockAssetsFor(assets)(faqFirst, 'fr')!;
    expect(files.stylesheets).toEqual(['/assets/HeaderClassic.css', '/assets/Qa.css', '/assets/ContactForm.css']);
    expect(files.modulePreloads).toEqual(expect.arrayContaining(['/assets/HeaderClassic.js', '/assets/Icon.js', '/assets/Qa.js']));
    expect(files.modulePreloads).not.toContain('/assets/ContactForm.js');
    // What the entry brings already is not named twice.
    expect(files.modulePreloads).not.toContain('/assets/react.js');
  });

  it('does not preload a lead form, even first on the page: its code waits for the visitor', () => {
    const files = blockAssetsFor(assets)(payload, 'fr')!;
    expect(files.stylesheets).toContain('/assets/ContactForm.css');
    expect(files.modulePreloads).toContain('/assets/HeaderClassic.js');
    expect(files.modulePreloads).not.toContain('/assets/ContactForm.js');
    expect(files.modulePreloads).not.toContain('/assets/contact-form-fr.js');
  });

  it("preloads the shell's messages and those of the blocks hydrated at once, in the page's language only", () => {
    const french = blockAssetsFor(assets)(payload, 'fr')!.modulePreloads.filter((file) => /-(fr|en)\.js$/.test(file));
    expect(french.sort()).toEqual(['/assets/blog-fr.js', '/assets/common-fr.js', '/assets/core-fr.js', '/assets/header-fr.js']);
    const english = blockAssetsFor(assets)(payload, 'en')!.modulePreloads.filter((file) => /-(fr|en)\.js$/.test(file));
    expect(english).toContain('/assets/core-en.js');
    expect(english.every((file) => file.endsWith('-en.js'))).toBe(true);
  });

  it('preloads no message module where the document carries the messages (a site page)', () => {
    const files = blockAssetsFor({ ...assets, messagesInDocument: true })(faqFirst, 'fr')!;
    expect(files.modulePreloads.filter((file) => /-(fr|en)\.js$/.test(file))).toEqual([]);
    expect(files.modulePreloads).toContain('/assets/Qa.js');
  });

  it('names nothing without a page or without a build manifest (development)', () => {
    expect(blockAssetsFor(assets)(undefined, 'fr')).toBeUndefined();
    expect(blockAssetsFor({ ...assets, manifest: undefined })(payload, 'fr')).toBeUndefined();
  });
});
