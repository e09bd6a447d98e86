/**
 * Where the browser finds each block's component (ARCHITECTURE "The block contract"): one lazy
 * import per page-level block type, so a public page downloads the code of the blocks it shows and
 * nothing else (each block's folder becomes its own chunk). Only components: schemas never reach a
 * public page, whose blocks arrive already parsed by the server (src/renderer/page/preparePage.ts).
 *
 * Item blocks are drawn by their parents and have no entry. blocks/registry.ts (schemas bound to
 * components, loaded eagerly) stays the editor's and the server's list; a unit test keeps both in step.
 */
import type { ComponentType } from 'react';
import type { BlockProps } from './defineBlock';

/** A block component as the renderer calls it. */
export type BlockComponent = ComponentType<BlockProps<any, any>>;

/**
 * Loads each page-level block type's component (its own chunk). The component lives in the block's
 * folder (`./<family>/<block_type>/<Component>.tsx`): the server finds its chunk and stylesheets
 * in the build output (build/blockChunks.ts, src/renderer/page/blockAssets.ts).
 */
export const blockComponentLoaders: Record<string, () => Promise<BlockComponent>> = {
  // blog
  article_image_block: () => import('./blog/article_image_block/ArticleImageBlock').then((m) => m.ArticleImageBlock as BlockComponent),
  article_list_block: () => import('./blog/article_list_block/ArticleListBlock').then((m) => m.ArticleListBlock as BlockComponent),
  article_quote_block: () => import('./blog/article_quote_block/ArticleQuoteBlock').then((m) => m.ArticleQuoteBlock as BlockComponent),
  article_text_block: () => import('./blog/article_text_block/ArticleTextBlock').then((m) => m.ArticleTextBlock as BlockComponent),
  article_video_block: () => import('./blog/article_video_block/ArticleVideoBlock').then((m) => m.ArticleVideoBlock as BlockComponent),
  author_block: () => import('./blog/author_block/AuthorBlock').then((m) => m.AuthorBlock as BlockComponent),
  blog_archives_list_block: () => import('./blog/blog_archives_list_block/BlogArchivesListBlock').then((m) => m.BlogArchivesListBlock as BlockComponent),
  blog_articles_featured_block: () => import('./blog/blog_articles_featured_block/BlogArticlesFeaturedBlock').then((m) => m.BlogArticlesFeaturedBlock as BlockComponent),
  blog_articles_grid_block: () => import('./blog/blog_articles_grid_block/BlogArticlesGridBlock').then((m) => m.BlogArticlesGridBlock as BlockComponent),
  blog_post_block: () => import('./blog/blog_post_block/BlogPostBlock').then((m) => m.BlogPostBlock as BlockComponent),
  // chrome
  footer_classic: () => import('./chrome/footer_classic/FooterClassic').then((m) => m.FooterClassic as BlockComponent),
  header_classic: () => import('./chrome/header_classic/HeaderClassic').then((m) => m.HeaderClassic as BlockComponent),
  header_megamenu: () => import('./chrome/header_megamenu/HeaderMegamenu').then((m) => m.HeaderMegamenu as BlockComponent),
  header_outofnorm: () => import('./chrome/header_outofnorm/HeaderOutofnorm').then((m) => m.HeaderOutofnorm as BlockComponent),
  // contact
  contact_form_block: () => import('./contact/contact_form_block/ContactFormBlock').then((m) => m.ContactFormBlock as BlockComponent),
  contact_infos_block: () => import('./contact/contact_infos_block/ContactInfosBlock').then((m) => m.ContactInfosBlock as BlockComponent),
  // content
  cta_block: () => import('./content/cta_block/CtaBlock').then((m) => m.CtaBlock as BlockComponent),
  cta_double_block: () => import('./content/cta_double_block/CtaDoubleBlock').then((m) => m.CtaDoubleBlock as BlockComponent),
  hero_block_2: () => import('./content/hero_block_2/HeroBlock2').then((m) => m.HeroBlock2 as BlockComponent),
  hero_block_3: () => import('./content/hero_block_3/HeroBlock3').then((m) => m.HeroBlock3 as BlockComponent),
  hero_block_4: () => import('./content/hero_block_4/HeroBlock4').then((m) => m.HeroBlock4 as BlockComponent),
  hero_content_block_1: () => import('./content/hero_content_block_1/HeroContentBlock1').then((m) => m.HeroContentBlock1 as BlockComponent),
  hero_content_block_2: () => import('./content/hero_content_block_2/HeroContentBlock2').then((m) => m.HeroContentBlock2 as BlockComponent),
  hero_landing_page_block: () => import('./content/hero_landing_page_block/HeroLandingPageBlock').then((m) => m.HeroLandingPageBlock as BlockComponent),
  hero_slider_block: () => import('./content/hero_slider_block/HeroSliderBlock').then((m) => m.HeroSliderBlock as BlockComponent),
  highlights_block: () => import('./content/highlights_block/HighlightsBlock').then((m) => m.HighlightsBlock as BlockComponent),
  image_text_block: () => import('./content/image_text_block/ImageTextBlock').then((m) => m.ImageTextBlock as BlockComponent),
  list_block: () => import('./content/list_block/ListBlock').then((m) => m.ListBlock as BlockComponent),
  qa_block: () => import('./content/qa_block/QaBlock').then((m) => m.QaBlock as BlockComponent),
  spacer_block: () => import('./content/spacer_block/SpacerBlock').then((m) => m.SpacerBlock as BlockComponent),
  text_block_1: () => import('./content/text_block_1/TextBlock1').then((m) => m.TextBlock1 as BlockComponent),
  text_block_2: () => import('./content/text_block_2/TextBlock2').then((m) => m.TextBlock2 as BlockComponent),
  text_img_multiple_block_1: () => import('./content/text_img_multiple_block_1/TextImgMultipleBlock1').then((m) => m.TextImgMultipleBlock1 as BlockComponent),
  txt_img_double_block_1: () => import('./content/txt_img_double_block_1/TxtImgDoubleBlock1').then((m) => m.TxtImgDoubleBlock1 as BlockComponent),
  // forms
  mortgage_calculator_block: () => import('./forms/mortgage_calculator_block/MortgageCalculatorBlock').then((m) => m.MortgageCalculatorBlock as BlockComponent),
  property_alert_block: () => import('./forms/property_alert_block/PropertyAlertBlock').then((m) => m.PropertyAlertBlock as BlockComponent),
  property_valuation_block: () => import('./forms/property_valuation_block/PropertyValuationBlock').then((m) => m.PropertyValuationBlock as BlockComponent),
  transfer_duties_calculator_block: () => import('./forms/transfer_duties_calculator_block/TransferDutiesCalculatorBlock').then((m) => m.TransferDutiesCalculatorBlock as BlockComponent),
  // media
  carousel_cards_block_1: () => import('./media/carousel_cards_block_1/CarouselCardsBlock1').then((m) => m.CarouselCardsBlock1 as BlockComponent),
  medias_carousel_block: () => import('./media/medias_carousel_block/MediasCarouselBlock').then((m) => m.MediasCarouselBlock as BlockComponent),
  multi_redirect_horizontal_icon_block: () => import('./media/multi_redirect_horizontal_icon_block/MultiRedirectHorizontalIconBlock').then((m) => m.MultiRedirectHorizontalIconBlock as BlockComponent),
  multi_redirect_horizontal_image_block: () => import('./media/multi_redirect_horizontal_image_block/MultiRedirectHorizontalImageBlock').then((m) => m.MultiRedirectHorizontalImageBlock as BlockComponent),
  multi_redirect_horizontal_numbered_block: () => import('./media/multi_redirect_horizontal_numbered_block/MultiRedirectHorizontalNumberedBlock').then((m) => m.MultiRedirectHorizontalNumberedBlock as BlockComponent),
  multi_redirect_vertical_block: () => import('./media/multi_redirect_vertical_block/MultiRedirectVerticalBlock').then((m) => m.MultiRedirectVerticalBlock as BlockComponent),
  // people
  bank_partners_block: () => import('./people/bank_partners_block/BankPartnersBlock').then((m) => m.BankPartnersBlock as BlockComponent),
  biography_block: () => import('./people/biography_block/BiographyBlock').then((m) => m.BiographyBlock as BlockComponent),
  hero_members_search_block: () => import('./people/hero_members_search_block/HeroMembersSearchBlock').then((m) => m.HeroMembersSearchBlock as BlockComponent),
  hero_profile_page: () => import('./people/hero_profile_page/HeroProfilePage').then((m) => m.HeroProfilePage as BlockComponent),
  member_cards_block: () => import('./people/member_cards_block/MemberCardsBlock').then((m) => m.MemberCardsBlock as BlockComponent),
  members_carousel_block: () => import('./people/members_carousel_block/MembersCarouselBlock').then((m) => m.MembersCarouselBlock as BlockComponent),
  offices_block: () => import('./people/offices_block/OfficesBlock').then((m) => m.OfficesBlock as BlockComponent),
  offices_map_block: () => import('./people/offices_map_block/OfficesMapBlock').then((m) => m.OfficesMapBlock as BlockComponent),
  partners_block: () => import('./people/partners_block/PartnersBlock').then((m) => m.PartnersBlock as BlockComponent),
  reward_block: () => import('./people/reward_block/RewardBlock').then((m) => m.RewardBlock as BlockComponent),
  statistics_block: () => import('./people/statistics_block/StatisticsBlock').then((m) => m.StatisticsBlock as BlockComponent),
  team_members_block: () => import('./people/team_members_block/TeamMembersBlock').then((m) => m.TeamMembersBlock as BlockComponent),
  testimonials_brokers_block: () => import('./people/testimonials_brokers_block/TestimonialsBrokersBlock').then((m) => m.TestimonialsBrokersBlock as BlockComponent),
  testimonials_google_block: () => import('./people/testimonials_google_block/TestimonialsGoogleBlock').then((m) => m.TestimonialsGoogleBlock as BlockComponent),
  testimonials_list_block: () => import('./people/testimonials_list_block/TestimonialsListBlock').then((m) => m.TestimonialsListBlock as BlockComponent),
  testimonials_slider_block: () => import('./people/testimonials_slider_block/TestimonialsSliderBlock').then((m) => m.TestimonialsSliderBlock as BlockComponent),
  // properties
  categories_slider_block: () => import('./properties/categories_slider_block/CategoriesSliderBlock').then((m) => m.CategoriesSliderBlock as BlockComponent),
  coordinates_map_block: () => import('./properties/coordinates_map_block/CoordinatesMapBlock').then((m) => m.CoordinatesMapBlock as BlockComponent),
  featured_properties_block: () => import('./properties/featured_properties_block/FeaturedPropertiesBlock').then((m) => m.FeaturedPropertiesBlock as BlockComponent),
  hero_block_1: () => import('./properties/hero_block_1/HeroBlock1').then((m) => m.HeroBlock1 as BlockComponent),
  map_fullwidth_block: () => import('./properties/map_fullwidth_block/MapFullwidthBlock').then((m) => m.MapFullwidthBlock as BlockComponent),
  properties_block: () => import('./properties/properties_block/PropertiesBlock').then((m) => m.PropertiesBlock as BlockComponent),
  properties_slider_block: () => import('./properties/properties_slider_block/PropertiesSliderBlock').then((m) => m.PropertiesSliderBlock as BlockComponent),
  property_details_block: () => import('./properties/property_details_block/PropertyDetailsBlock').then((m) => m.PropertyDetailsBlock as BlockComponent),
  property_iframe_block: () => import('./properties/property_iframe_block/PropertyIframeBlock').then((m) => m.PropertyIframeBlock as BlockComponent),
  search_properties_block: () => import('./properties/search_properties_block/SearchPropertiesBlock').then((m) => m.SearchPropertiesBlock as BlockComponent),
  sold_properties_block: () => import('./properties/sold_properties_block/SoldPropertiesBlock').then((m) => m.SoldPropertiesBlock as BlockComponent),
  // system
  error_block: () => import('./system/error_block/ErrorBlock').then((m) => m.ErrorBlock as BlockComponent),
  script_block: () => import('./system/script_block/ScriptBlock').then((m) => m.ScriptBlock as BlockComponent),
  test_block: () => import('./system/test_block/TestBlock').then((m) => m.TestBlock as BlockComponent),
};
