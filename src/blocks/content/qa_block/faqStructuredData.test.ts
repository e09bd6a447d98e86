import { describe, expect, it } from 'vitest';
import { qaBlockDemo } from './schema';
import { faqStructuredData, htmlToPlainText } from './faqStructuredData';

const qa = { block_type: 'qa_block', block_params: {}, fields: qaBlockDemo.fields as Record<string, unknown> };

describe('faqStructuredData', () => {
  it('lists every question of the page’s Q&A blocks with its plain-text answer, in the locale', () => {
    const data = faqStructuredData([{ block_type: 'spacer_block', block_params: {}, fields: {} }, qa], 'en', '/en/faq')!;
    expect(data['@type']).toBe('FAQPage');
    const questions = data.mainEntity as { name: string; url: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(3);
    expect(questions[0]).toMatchObject({
      '@type': 'Question',
      name: 'What is the welcome tax?',
      url: '/en/faq#what-is-the-welcome-tax',
      acceptedAnswer: { '@type': 'Answer' },
    });
    expect(questions[0].acceptedAnswer.text).toMatch(/^It is the popular name of the property transfer duties/);
    expect(questions[0].acceptedAnswer.text).not.toContain('<');
    const fr = faqStructuredData([qa, qa], 'fr')!;
    expect((fr.mainEntity as { name: string }[])[0].name).toBe('Qu’est-ce que la taxe de bienvenue ?');
    expect(fr.mainEntity).toHaveLength(6);
  });

  it('gives nothing for a page without a valid Q&A block', () => {
    expect(faqStructuredData([], 'fr')).toBeUndefined();
    expect(faqStructuredData([{ block_type: 'qa_block', block_params: {}, fields: { qa_repeater: 'x' } }], 'fr')).toBeUndefined();
  });

  it('turns HTML into plain text', () => {
    expect(htmlToPlainText('<p>5&nbsp;% <strong>min</strong>&#39;s &amp; co</p><ul><li>a</li><li>b</li></ul>')).toBe("5\u00a0% min's & co a b");
  });
});
