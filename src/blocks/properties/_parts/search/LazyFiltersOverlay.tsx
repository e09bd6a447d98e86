/**
 * The search filters overlay, downloaded the first time a visitor opens it (or points at a button
 * that opens it: `LazyFiltersOverlay.preload`), so a page with a search bar does not carry the
 * overlay's dialog, selects and count request until they are wanted.
 */
import { lazyOnOpen } from '../../../ui/lazyOnOpen';

export const LazyFiltersOverlay = lazyOnOpen(() => import('./FiltersOverlay').then((module) => module.FiltersOverlay));
