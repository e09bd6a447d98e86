/**
 * `testimonial_review_item` (spec 001 §3 "review item (author_avatar, author_name, description,
 * review_date string, review_score number default 0)"): one review of `testimonials_google_block`,
 * as copied from a review site; never placed directly in a page.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { fieldMeta, image, localizedTextarea } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { DEMO_TESTIMONIES, portrait } from '../_parts/demoPeople';

const reviewScore = z.number().min(0).max(5).default(0);
fieldMeta.add(reviewScore, { widget: 'number', label: { fr: 'Note (sur 5)', en: 'Score (out of 5)' } });

export const testimonialReviewItemFields = z.object({
  author_avatar: image.optional(),
  author_name: z.string(),
  description: localizedTextarea,
  /** As the review site writes it (e.g. `2026-09-14`); shown as a date when it parses as one. */
  review_date: z.string().optional(),
  review_score: reviewScore,
});
/** The repeater entry envelope `{ block_type: 'testimonial_review_item', block_params, fields }`. */
export const testimonialReviewItem = itemBlock('testimonial_review_item', testimonialReviewItemFields);
export type TestimonialReviewItemValue = z.output<typeof testimonialReviewItem>;

const [first] = DEMO_TESTIMONIES;
/** Demo: a five-star review. */
export const testimonialReviewItemDemo: { fields: z.input<typeof testimonialReviewItemFields> } = {
  fields: { author_avatar: portrait(first.avatar), author_name: first.name, description: first.text, review_date: first.date, review_score: first.score },
};

export const testimonialReviewItemBlockSchema = defineBlockSchema({
  type: 'testimonial_review_item',
  family: 'people',
  item: true,
  label: { fr: 'Avis en ligne', en: 'Online review' },
  fields: testimonialReviewItemFields,
  params: z.object({}),
  demo: testimonialReviewItemDemo,
});
