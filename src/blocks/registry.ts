/**
 * Every block definition for the browser (ARCHITECTURE "Layout": blocks/registry.ts): each block
 * folder's schema bound to its component, in the order of blocks/schemas.ts — grouped by family in
 * folder order (blog, chrome, contact, content, forms, properties, system), by block type within a family.
 * Nothing else imports a block's index.ts.
 */
import type { BlockDefinition } from './defineBlock';
import { articleImageBlock } from './blog/article_image_block/index';
import { articleListBlock } from './blog/article_list_block/index';
import { articleQuoteBlock } from './blog/article_quote_block/index';
import { articleTextBlock } from './blog/article_text_block/index';
import { articleVideoBlock } from './blog/article_video_block/index';
import { authorBlock } from './blog/author_block/index';
import { blogArchivesListBlock } from './blog/blog_archives_list_block/index';
import { blogArticlesFeaturedBlock } from './blog/blog_articles_featured_block/index';
import { blogArticlesGridBlock } from './blog/blog_articles_grid_block/index';
import { blogPostBlock } from './blog/blog_post_block/index';
import { footerClassicBlock } from './chrome/footer_classic/index';
import { footerMenuItemBlock } from './chrome/footer_menu_item/index';
import { headerClassicBlock } from './chrome/header_classic/index';
import { linkItemBlock } from './chrome/link_item/index';
import { menuItemBlock } from './chrome/menu_item/index';
import { subMenuItemBlock } from './chrome/sub_menu_item/index';
import { contactFormBlock } from './contact/contact_form_block/index';
import { contactInfoItemBlock } from './contact/contact_info_item/index';
import { contactInfosBlock } from './contact/contact_infos_block/index';
import { iconLinkItemBlock } from './contact/icon_link_item/index';
import { ctaBlock } from './content/cta_block/index';
import { ctaDoubleBlock } from './content/cta_double_block/index';
import { ctaItemBlock } from './content/cta_item/index';
import { highlightsBlock } from './content/highlights_block/index';
import { iconCtaCardItemBlock } from './content/icon_cta_card_item/index';
import { iconListItemBlock } from './content/icon_list_item/index';
import { imageTextBlock } from './content/image_text_block/index';
import { listBlock } from './content/list_block/index';
import { qaBlock } from './content/qa_block/index';
import { qaItemBlock } from './content/qa_item/index';
import { spacerBlock } from './content/spacer_block/index';
import { tagItemBlock } from './content/tag_item/index';
import { textBlock1 } from './content/text_block_1/index';
import { textBlock2 } from './content/text_block_2/index';
import { textImgMultipleBlock1 } from './content/text_img_multiple_block_1/index';
import { txtImgDoubleBlock1 } from './content/txt_img_double_block_1/index';
import { mortgageCalculatorBlock } from './forms/mortgage_calculator_block/index';
import { propertyAlertBlock } from './forms/property_alert_block/index';
import { propertyValuationBlock } from './forms/property_valuation_block/index';
import { mediaItemBlock } from './media/media_item/index';
import { categoriesSliderBlock } from './properties/categories_slider_block/index';
import { categoryItemBlock } from './properties/category_item/index';
import { featuredPropertiesBlock } from './properties/featured_properties_block/index';
import { heroBlock1 } from './properties/hero_block_1/index';
import { mapMarkerItemBlock } from './properties/map_marker_item/index';
import { propertiesBlock } from './properties/properties_block/index';
import { propertiesSliderBlock } from './properties/properties_slider_block/index';
import { propertyCtaItemBlock } from './properties/property_cta_item/index';
import { propertyDetailsBlock } from './properties/property_details_block/index';
import { propertyIframeBlock } from './properties/property_iframe_block/index';
import { propertyListingItemBlock } from './properties/property_listing_item/index';
import { propertyMapItemBlock } from './properties/property_map_item/index';
import { searchPropertiesBlock } from './properties/search_properties_block/index';
import { soldPropertiesBlock } from './properties/sold_properties_block/index';
import { errorBlock } from './system/error_block/index';
import { scriptBlock } from './system/script_block/index';
import { testBlock } from './system/test_block/index';

export const blockDefinitions: BlockDefinition<any, any>[] = [
  // blog
  articleImageBlock,
  articleListBlock,
  articleQuoteBlock,
  articleTextBlock,
  articleVideoBlock,
  authorBlock,
  blogArchivesListBlock,
  blogArticlesFeaturedBlock,
  blogArticlesGridBlock,
  blogPostBlock,
  // chrome
  footerClassicBlock,
  footerMenuItemBlock,
  headerClassicBlock,
  linkItemBlock,
  menuItemBlock,
  subMenuItemBlock,
  // contact
  contactFormBlock,
  contactInfoItemBlock,
  contactInfosBlock,
  iconLinkItemBlock,
  // content
  ctaBlock,
  ctaDoubleBlock,
  ctaItemBlock,
  highlightsBlock,
  iconCtaCardItemBlock,
  iconListItemBlock,
  imageTextBlock,
  listBlock,
  qaBlock,
  qaItemBlock,
  spacerBlock,
  tagItemBlock,
  textBlock1,
  textBlock2,
  textImgMultipleBlock1,
  txtImgDoubleBlock1,
  // forms
  mortgageCalculatorBlock,
  propertyAlertBlock,
  propertyValuationBlock,
  // media
  mediaItemBlock,
  // properties
  categoriesSliderBlock,
  categoryItemBlock,
  featuredPropertiesBlock,
  heroBlock1,
  mapMarkerItemBlock,
  propertiesBlock,
  propertiesSliderBlock,
  propertyCtaItemBlock,
  propertyDetailsBlock,
  propertyIframeBlock,
  propertyListingItemBlock,
  propertyMapItemBlock,
  searchPropertiesBlock,
  soldPropertiesBlock,
  // system
  errorBlock,
  scriptBlock,
  testBlock,
];

const byType = new Map(blockDefinitions.map((definition) => [definition.type, definition]));

/** The definition of a block type, or undefined when it is unknown. */
export function getBlockDefinition(type: string): BlockDefinition<any, any> | undefined {
  return byType.get(type);
}
