/**
 * The frame around every rendered block, public or in QA mode: `<div data-block-type
 * data-color-scheme class=scheme>` whose class sets the `--scheme-*` CSS variables (spec 000 §9
 * "Colour schemes"), and an error boundary so a crashing block never takes the page down.
 */
import type { ReactNode, Ref } from 'react';
import { HYDRATE_ON_INTENT_ATTRIBUTE } from '../../lib/pageBlockMarkers';
import type { ColorSchemeName } from '../../schema/content';
import { colorSchemeClass } from '../theme/colorSchemes';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { CAPTURE_ATTRIBUTE } from './blockHtmlRender';

export interface BlockFrameProps {
  blockType: string;
  scheme: ColorSchemeName;
  children: ReactNode;
  /** The frame element (the public page watches it to hydrate the block when it comes near). */
  ref?: Ref<HTMLDivElement>;
  /** An empty data attribute naming what kind of frame this is (`data-page-block` on public pages). */
  marker?: `data-${string}`;
  /** The block's code waits for the visitor's intent (hydrateOnIntent.ts): marks the frame so. */
  waitsForIntent?: boolean;
  /** Server only: the frame's mark while its block's HTML is kept (blockHtmlCache.ts takes it out of the page). */
  captureMark?: number;
}

export function BlockFrame({ blockType, scheme, children, ref, marker, waitsForIntent, captureMark }: BlockFrameProps) {
  return (
    <div
      ref={ref}
      data-block-type={blockType}
      data-color-scheme={scheme}
      className={colorSchemeClass(scheme)}
      {...(marker ? { [marker]: '' } : {})}
      {...(waitsForIntent ? { [HYDRATE_ON_INTENT_ATTRIBUTE]: '' } : {})}
      {...(captureMark === undefined ? {} : { [CAPTURE_ATTRIBUTE]: captureMark })}
    >
      <BlockErrorBoundary blockType={blockType}>{children}</BlockErrorBoundary>
    </div>
  );
}
