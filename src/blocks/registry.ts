/**
 * Every block definition for the browser (ARCHITECTURE "Layout": blocks/registry.ts): each block
 * folder's schema bound to its component, in the order of blocks/schemas.ts — grouped by family in
 * folder order (blog, chrome, contact, content, forms, media, people, properties, system), by block type within a family.
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
import { groupMenuItemBlock } from './chrome/group_menu_item/index';
import { headerClassicBlock } from './chrome/header_classic/index';
import { headerMegamenuBlock } from './chrome/header_megamenu/index';
import { headerOutofnormBlock } from './chrome/header_outofnorm/index';
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
import { heroBlock2 } from './content/hero_block_2/index';
import { heroBlock3 } from './content/hero_block_3/index';
import { heroBlock4 } from './content/hero_block_4/index';
import { heroContentBlock1 } from './content/hero_content_block_1/index';
import { heroContentBlock2 } from './content/hero_content_block_2/index';
import { heroLandingPageBlock } from './content/hero_landing_page_block/index';
import { heroSliderBlock } from './content/hero_slider_block/index';
import { heroSliderItemBlock } from './content/hero_slider_item/index';
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
import { transferDutiesCalculatorBlock } from './forms/transfer_duties_calculator_block/index';
import { carouselCardItemBlock } from './media/carousel_card_item/index';
import { carouselCardsBlock1 } from './media/carousel_cards_block_1/index';
import { mediaItemBlock } from './media/media_item/index';
import { mediasCarouselBlock } from './media/medias_carousel_block/index';
import { multiRedirectHorizontalIconBlock } from './media/multi_redirect_horizontal_icon_block/index';
import { multiRedirectHorizontalImageBlock } from './media/multi_redirect_horizontal_image_block/index';
import { multiRedirectHorizontalNumberedBlock } from './media/multi_redirect_horizontal_numbered_block/index';
import { multiRedirectIconItemBlock } from './media/multi_redirect_icon_item/index';
import { multiRedirectImageItemBlock } from './media/multi_redirect_image_item/index';
import { multiRedirectNumberedItemBlock } from './media/multi_redirect_numbered_item/index';
import { multiRedirectVerticalBlock } from './media/multi_redirect_vertical_block/index';
import { multiRedirectVerticalItemBlock } from './media/multi_redirect_vertical_item/index';
import { bankPartnerItemBlock } from './people/bank_partner_item/index';
import { bankPartnersBlock } from './people/bank_partners_block/index';
import { biographyBlock } from './people/biography_block/index';
import { employeeItemBlock } from './people/employee_item/index';
import { featuredItemBlock } from './people/featured_item/index';
import { heroMembersSearchBlock } from './people/hero_members_search_block/index';
import { heroProfilePageBlock } from './people/hero_profile_page/index';
import { memberCardItemBlock } from './people/member_card_item/index';
import { memberCardsBlock } from './people/member_cards_block/index';
import { membersCarouselBlock } from './people/members_carousel_block/index';
import { membersCarouselItemBlock } from './people/members_carousel_item/index';
import { officeMapItemBlock } from './people/office_map_item/index';
import { officesBlock } from './people/offices_block/index';
import { officesMapBlock } from './people/offices_map_block/index';
import { partnerItemBlock } from './people/partner_item/index';
import { partnersBlock } from './people/partners_block/index';
import { rewardBlock } from './people/reward_block/index';
import { rewardItemBlock } from './people/reward_item/index';
import { statisticItemBlock } from './people/statistic_item/index';
import { statisticsBlock } from './people/statistics_block/index';
import { teamMemberItemBlock } from './people/team_member_item/index';
import { teamMembersBlock } from './people/team_members_block/index';
import { testimonialBrokerItemBlock } from './people/testimonial_broker_item/index';
import { testimonialCardItemBlock } from './people/testimonial_card_item/index';
import { testimonialListItemBlock } from './people/testimonial_list_item/index';
import { testimonialReviewItemBlock } from './people/testimonial_review_item/index';
import { testimonialsBrokersBlock } from './people/testimonials_brokers_block/index';
import { testimonialsGoogleBlock } from './people/testimonials_google_block/index';
import { testimonialsListBlock } from './people/testimonials_list_block/index';
import { testimonialsSliderBlock } from './people/testimonials_slider_block/index';
import { categoriesSliderBlock } from './properties/categories_slider_block/index';
import { categoryItemBlock } from './properties/category_item/index';
import { coordinatesMapBlock } from './properties/coordinates_map_block/index';
import { featuredPropertiesBlock } from './properties/featured_properties_block/index';
import { heroBlock1 } from './properties/hero_block_1/index';
import { mapFullwidthBlock } from './properties/map_fullwidth_block/index';
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
  groupMenuItemBlock,
  headerClassicBlock,
  headerMegamenuBlock,
  headerOutofnormBlock,
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
  heroBlock2,
  heroBlock3,
  heroBlock4,
  heroContentBlock1,
  heroContentBlock2,
  heroLandingPageBlock,
  heroSliderBlock,
  heroSliderItemBlock,
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
  transferDutiesCalculatorBlock,
  // media
  carouselCardItemBlock,
  carouselCardsBlock1,
  mediaItemBlock,
  mediasCarouselBlock,
  multiRedirectHorizontalIconBlock,
  multiRedirectHorizontalImageBlock,
  multiRedirectHorizontalNumberedBlock,
  multiRedirectIconItemBlock,
  multiRedirectImageItemBlock,
  multiRedirectNumberedItemBlock,
  multiRedirectVerticalBlock,
  multiRedirectVerticalItemBlock,
  // people
  bankPartnerItemBlock,
  bankPartnersBlock,
  biographyBlock,
  employeeItemBlock,
  featuredItemBlock,
  heroMembersSearchBlock,
  heroProfilePageBlock,
  memberCardItemBlock,
  memberCardsBlock,
  membersCarouselBlock,
  membersCarouselItemBlock,
  officeMapItemBlock,
  officesBlock,
  officesMapBlock,
  partnerItemBlock,
  partnersBlock,
  rewardBlock,
  rewardItemBlock,
  statisticItemBlock,
  statisticsBlock,
  teamMemberItemBlock,
  teamMembersBlock,
  testimonialBrokerItemBlock,
  testimonialCardItemBlock,
  testimonialListItemBlock,
  testimonialReviewItemBlock,
  testimonialsBrokersBlock,
  testimonialsGoogleBlock,
  testimonialsListBlock,
  testimonialsSliderBlock,
  // properties
  categoriesSliderBlock,
  categoryItemBlock,
  coordinatesMapBlock,
  featuredPropertiesBlock,
  heroBlock1,
  mapFullwidthBlock,
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
