/**
 * `testimonials_google_block` (spec 001 §2 "review-site carousel (average score and total count,
 * no autoplay)", §3 "review block (total_reviews, average_score, main_title,
 * testimonials_repeater)", §9 "average score rounded to 2 decimals; star ratings out of 5, rounded
 * to halves"): the site's score on a review site and a carousel of its reviews. No third-party
 * logo is drawn: the editor names the site in the title.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, fieldMeta, localizedText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { DEMO_TESTIMONIES, portrait } from '../_parts/demoPeople';
import { testimonialReviewItem } from '../testimonial_review_item/schema';

const totalReviews = z.number().int().min(0).default(0);
fieldMeta.add(totalReviews, { widget: 'number', label: { fr: 'Nombre total d’avis', en: 'Total reviews' } });
const averageScore = z.number().min(0).max(5).default(0);
fieldMeta.add(averageScore, { widget: 'number', label: { fr: 'Note moyenne (sur 5)', en: 'Average score (out of 5)' } });

export const testimonialsGoogleFields = z.object({
  main_title: localizedText.optional(),
  total_reviews: totalReviews,
  average_score: averageScore,
  testimonials_repeater: repeater(testimonialReviewItem),
});
export const testimonialsGoogleParams = z.object({ color_scheme: colorSchemeName.optional() });

/** Demo: 128 reviews averaging 4.866…, six of them shown. */
export const testimonialsGoogleDemo: { block_params?: z.input<typeof testimonialsGoogleParams>; fields: z.input<typeof testimonialsGoogleFields> } = {
  block_params: { color_scheme: 'normal' },
  fields: {
    main_title: { fr: 'Nos avis en ligne', en: 'Our online reviews' },
    total_reviews: 128,
    average_score: 4.8666,
    testimonials_repeater: DEMO_TESTIMONIES.map((item) => ({
      block_type: 'testimonial_review_item' as const,
      fields: { author_avatar: portrait(item.avatar), author_name: item.name, description: item.text, review_date: item.date, review_score: item.score },
    })),
  },
};

export const testimonialsGoogleBlockSchema = defineBlockSchema({
  type: 'testimonials_google_block',
  family: 'people',
  colorScheme: true,
  label: { fr: 'Témoignages : avis en ligne', en: 'Testimonials: online reviews' },
  fields: testimonialsGoogleFields,
  params: testimonialsGoogleParams,
  demo: testimonialsGoogleDemo,
});
