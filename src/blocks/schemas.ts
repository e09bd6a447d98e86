/**
 * Every block schema (server-safe: zod and data, no React, no CSS), grouped by family in folder
 * order, then by block type. The server's publish check, the content import and export, the seed
 * and the editor's validation read blocks through this list; the browser's blocks/registry.ts binds
 * each schema to its component. Add a block here and in registry.ts, in the same place.
 */
import type { BlockSchema } from './defineBlockSchema';
import { articleImageBlockSchema } from './blog/article_image_block/schema';
import { articleListBlockSchema } from './blog/article_list_block/schema';
import { articleQuoteBlockSchema } from './blog/article_quote_block/schema';
import { articleTextBlockSchema } from './blog/article_text_block/schema';
import { articleVideoBlockSchema } from './blog/article_video_block/schema';
import { authorBlockSchema } from './blog/author_block/schema';
import { blogArchivesListBlockSchema } from './blog/blog_archives_list_block/schema';
import { blogArticlesFeaturedBlockSchema } from './blog/blog_articles_featured_block/schema';
import { blogArticlesGridBlockSchema } from './blog/blog_articles_grid_block/schema';
import { blogPostBlockSchema } from './blog/blog_post_block/schema';
import { footerClassicBlockSchema } from './chrome/footer_classic/schema';
import { footerMenuItemBlockSchema } from './chrome/footer_menu_item/schema';
import { groupMenuItemBlockSchema } from './chrome/group_menu_item/schema';
import { headerClassicBlockSchema } from './chrome/header_classic/schema';
import { headerMegamenuBlockSchema } from './chrome/header_megamenu/schema';
import { headerOutofnormBlockSchema } from './chrome/header_outofnorm/schema';
import { linkItemBlockSchema } from './chrome/link_item/schema';
import { menuItemBlockSchema } from './chrome/menu_item/schema';
import { subMenuItemBlockSchema } from './chrome/sub_menu_item/schema';
import { contactFormBlockSchema } from './contact/contact_form_block/schema';
import { contactInfoItemBlockSchema } from './contact/contact_info_item/schema';
import { contactInfosBlockSchema } from './contact/contact_infos_block/schema';
import { iconLinkItemBlockSchema } from './contact/icon_link_item/schema';
import { ctaBlockSchema } from './content/cta_block/schema';
import { ctaDoubleBlockSchema } from './content/cta_double_block/schema';
import { ctaItemBlockSchema } from './content/cta_item/schema';
import { heroBlock2Schema } from './content/hero_block_2/schema';
import { heroBlock3Schema } from './content/hero_block_3/schema';
import { heroBlock4Schema } from './content/hero_block_4/schema';
import { heroContentBlock1Schema } from './content/hero_content_block_1/schema';
import { heroContentBlock2Schema } from './content/hero_content_block_2/schema';
import { heroLandingPageBlockSchema } from './content/hero_landing_page_block/schema';
import { heroSliderBlockSchema } from './content/hero_slider_block/schema';
import { heroSliderItemBlockSchema } from './content/hero_slider_item/schema';
import { highlightsBlockSchema } from './content/highlights_block/schema';
import { iconCtaCardItemBlockSchema } from './content/icon_cta_card_item/schema';
import { iconListItemBlockSchema } from './content/icon_list_item/schema';
import { imageTextBlockSchema } from './content/image_text_block/schema';
import { listBlockSchema } from './content/list_block/schema';
import { qaBlockSchema } from './content/qa_block/schema';
import { qaItemBlockSchema } from './content/qa_item/schema';
import { spacerBlockSchema } from './content/spacer_block/schema';
import { tagItemBlockSchema } from './content/tag_item/schema';
import { textBlock1Schema } from './content/text_block_1/schema';
import { textBlock2Schema } from './content/text_block_2/schema';
import { textImgMultipleBlock1Schema } from './content/text_img_multiple_block_1/schema';
import { txtImgDoubleBlock1Schema } from './content/txt_img_double_block_1/schema';
import { mortgageCalculatorBlockSchema } from './forms/mortgage_calculator_block/schema';
import { propertyAlertBlockSchema } from './forms/property_alert_block/schema';
import { propertyValuationBlockSchema } from './forms/property_valuation_block/schema';
import { transferDutiesCalculatorBlockSchema } from './forms/transfer_duties_calculator_block/schema';
import { carouselCardItemBlockSchema } from './media/carousel_card_item/schema';
import { carouselCardsBlock1Schema } from './media/carousel_cards_block_1/schema';
import { mediaItemBlockSchema } from './media/media_item/schema';
import { mediasCarouselBlockSchema } from './media/medias_carousel_block/schema';
import { multiRedirectHorizontalIconBlockSchema } from './media/multi_redirect_horizontal_icon_block/schema';
import { multiRedirectHorizontalImageBlockSchema } from './media/multi_redirect_horizontal_image_block/schema';
import { multiRedirectHorizontalNumberedBlockSchema } from './media/multi_redirect_horizontal_numbered_block/schema';
import { multiRedirectIconItemBlockSchema } from './media/multi_redirect_icon_item/schema';
import { multiRedirectImageItemBlockSchema } from './media/multi_redirect_image_item/schema';
import { multiRedirectNumberedItemBlockSchema } from './media/multi_redirect_numbered_item/schema';
import { multiRedirectVerticalBlockSchema } from './media/multi_redirect_vertical_block/schema';
import { multiRedirectVerticalItemBlockSchema } from './media/multi_redirect_vertical_item/schema';
import { bankPartnerItemBlockSchema } from './people/bank_partner_item/schema';
import { bankPartnersBlockSchema } from './people/bank_partners_block/schema';
import { biographyBlockSchema } from './people/biography_block/schema';
import { employeeItemBlockSchema } from './people/employee_item/schema';
import { featuredItemBlockSchema } from './people/featured_item/schema';
import { heroMembersSearchBlockSchema } from './people/hero_members_search_block/schema';
import { heroProfilePageBlockSchema } from './people/hero_profile_page/schema';
import { memberCardItemBlockSchema } from './people/member_card_item/schema';
import { memberCardsBlockSchema } from './people/member_cards_block/schema';
import { membersCarouselBlockSchema } from './people/members_carousel_block/schema';
import { membersCarouselItemBlockSchema } from './people/members_carousel_item/schema';
import { officeMapItemBlockSchema } from './people/office_map_item/schema';
import { officesBlockSchema } from './people/offices_block/schema';
import { officesMapBlockSchema } from './people/offices_map_block/schema';
import { partnerItemBlockSchema } from './people/partner_item/schema';
import { partnersBlockSchema } from './people/partners_block/schema';
import { rewardBlockSchema } from './people/reward_block/schema';
import { rewardItemBlockSchema } from './people/reward_item/schema';
import { statisticItemBlockSchema } from './people/statistic_item/schema';
import { statisticsBlockSchema } from './people/statistics_block/schema';
import { teamMemberItemBlockSchema } from './people/team_member_item/schema';
import { teamMembersBlockSchema } from './people/team_members_block/schema';
import { testimonialBrokerItemBlockSchema } from './people/testimonial_broker_item/schema';
import { testimonialCardItemBlockSchema } from './people/testimonial_card_item/schema';
import { testimonialListItemBlockSchema } from './people/testimonial_list_item/schema';
import { testimonialReviewItemBlockSchema } from './people/testimonial_review_item/schema';
import { testimonialsBrokersBlockSchema } from './people/testimonials_brokers_block/schema';
import { testimonialsGoogleBlockSchema } from './people/testimonials_google_block/schema';
import { testimonialsListBlockSchema } from './people/testimonials_list_block/schema';
import { testimonialsSliderBlockSchema } from './people/testimonials_slider_block/schema';
import { categoriesSliderBlockSchema } from './properties/categories_slider_block/schema';
import { categoryItemBlockSchema } from './properties/category_item/schema';
import { coordinatesMapBlockSchema } from './properties/coordinates_map_block/schema';
import { featuredPropertiesBlockSchema } from './properties/featured_properties_block/schema';
import { heroBlock1Schema } from './properties/hero_block_1/schema';
import { mapFullwidthBlockSchema } from './properties/map_fullwidth_block/schema';
import { mapMarkerItemBlockSchema } from './properties/map_marker_item/schema';
import { propertiesBlockSchema } from './properties/properties_block/schema';
import { propertiesSliderBlockSchema } from './properties/properties_slider_block/schema';
import { propertyCtaItemBlockSchema } from './properties/property_cta_item/schema';
import { propertyDetailsBlockSchema } from './properties/property_details_block/schema';
import { propertyIframeBlockSchema } from './properties/property_iframe_block/schema';
import { propertyListingItemBlockSchema } from './properties/property_listing_item/schema';
import { propertyMapItemBlockSchema } from './properties/property_map_item/schema';
import { searchPropertiesBlockSchema } from './properties/search_properties_block/schema';
import { soldPropertiesBlockSchema } from './properties/sold_properties_block/schema';
import { errorBlockSchema } from './system/error_block/schema';
import { scriptBlockSchema } from './system/script_block/schema';
import { testBlockSchema } from './system/test_block/schema';

/** Every block schema: blog, chrome, contact, content, forms, media, people, properties, system; by type within a family. */
export const blockSchemas: BlockSchema<any, any>[] = [
  // blog
  articleImageBlockSchema,
  articleListBlockSchema,
  articleQuoteBlockSchema,
  articleTextBlockSchema,
  articleVideoBlockSchema,
  authorBlockSchema,
  blogArchivesListBlockSchema,
  blogArticlesFeaturedBlockSchema,
  blogArticlesGridBlockSchema,
  blogPostBlockSchema,
  // chrome
  footerClassicBlockSchema,
  footerMenuItemBlockSchema,
  groupMenuItemBlockSchema,
  headerClassicBlockSchema,
  headerMegamenuBlockSchema,
  headerOutofnormBlockSchema,
  linkItemBlockSchema,
  menuItemBlockSchema,
  subMenuItemBlockSchema,
  // contact
  contactFormBlockSchema,
  contactInfoItemBlockSchema,
  contactInfosBlockSchema,
  iconLinkItemBlockSchema,
  // content
  ctaBlockSchema,
  ctaDoubleBlockSchema,
  ctaItemBlockSchema,
  heroBlock2Schema,
  heroBlock3Schema,
  heroBlock4Schema,
  heroContentBlock1Schema,
  heroContentBlock2Schema,
  heroLandingPageBlockSchema,
  heroSliderBlockSchema,
  heroSliderItemBlockSchema,
  highlightsBlockSchema,
  iconCtaCardItemBlockSchema,
  iconListItemBlockSchema,
  imageTextBlockSchema,
  listBlockSchema,
  qaBlockSchema,
  qaItemBlockSchema,
  spacerBlockSchema,
  tagItemBlockSchema,
  textBlock1Schema,
  textBlock2Schema,
  textImgMultipleBlock1Schema,
  txtImgDoubleBlock1Schema,
  // forms
  mortgageCalculatorBlockSchema,
  propertyAlertBlockSchema,
  propertyValuationBlockSchema,
  transferDutiesCalculatorBlockSchema,
  // media
  carouselCardItemBlockSchema,
  carouselCardsBlock1Schema,
  mediaItemBlockSchema,
  mediasCarouselBlockSchema,
  multiRedirectHorizontalIconBlockSchema,
  multiRedirectHorizontalImageBlockSchema,
  multiRedirectHorizontalNumberedBlockSchema,
  multiRedirectIconItemBlockSchema,
  multiRedirectImageItemBlockSchema,
  multiRedirectNumberedItemBlockSchema,
  multiRedirectVerticalBlockSchema,
  multiRedirectVerticalItemBlockSchema,
  // people
  bankPartnerItemBlockSchema,
  bankPartnersBlockSchema,
  biographyBlockSchema,
  employeeItemBlockSchema,
  featuredItemBlockSchema,
  heroMembersSearchBlockSchema,
  heroProfilePageBlockSchema,
  memberCardItemBlockSchema,
  memberCardsBlockSchema,
  membersCarouselBlockSchema,
  membersCarouselItemBlockSchema,
  officeMapItemBlockSchema,
  officesBlockSchema,
  officesMapBlockSchema,
  partnerItemBlockSchema,
  partnersBlockSchema,
  rewardBlockSchema,
  rewardItemBlockSchema,
  statisticItemBlockSchema,
  statisticsBlockSchema,
  teamMemberItemBlockSchema,
  teamMembersBlockSchema,
  testimonialBrokerItemBlockSchema,
  testimonialCardItemBlockSchema,
  testimonialListItemBlockSchema,
  testimonialReviewItemBlockSchema,
  testimonialsBrokersBlockSchema,
  testimonialsGoogleBlockSchema,
  testimonialsListBlockSchema,
  testimonialsSliderBlockSchema,
  // properties
  categoriesSliderBlockSchema,
  categoryItemBlockSchema,
  coordinatesMapBlockSchema,
  featuredPropertiesBlockSchema,
  heroBlock1Schema,
  mapFullwidthBlockSchema,
  mapMarkerItemBlockSchema,
  propertiesBlockSchema,
  propertiesSliderBlockSchema,
  propertyCtaItemBlockSchema,
  propertyDetailsBlockSchema,
  propertyIframeBlockSchema,
  propertyListingItemBlockSchema,
  propertyMapItemBlockSchema,
  searchPropertiesBlockSchema,
  soldPropertiesBlockSchema,
  // system
  errorBlockSchema,
  scriptBlockSchema,
  testBlockSchema,
];

const byType = new Map(blockSchemas.map((schema) => [schema.type, schema]));

/** The schema of a block type, or undefined when it is unknown. */
export function getBlockSchema(type: string): BlockSchema<any, any> | undefined {
  return byType.get(type);
}
