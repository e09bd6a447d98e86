/**
 * The frame around every rendered block, public or in QA mode: `<div data-block-type
 * data-color-scheme class=scheme>` whose class sets the `--scheme-*` CSS variables (spec 000 §9
 * "Colour schemes"), and an error boundary so a crashing block never takes the page down.
 */
import type { ReactNode } from 'react';
import type { ColorSchemeName } from '../../schema/content';
import { colorSchemeClass } from '../theme/colorSchemes';
import { BlockErrorBoundary } from './BlockErrorBoundary';

export interface BlockFrameProps {
  blockType: string;
  scheme: ColorSchemeName;
  children: ReactNode;
}

export function BlockFrame({ blockType, scheme, children }: BlockFrameProps) {
  return (
    <div data-block-type={blockType} data-color-scheme={scheme} className={colorSchemeClass(scheme)}>
      <BlockErrorBoundary blockType={blockType}>{children}</BlockErrorBoundary>
    </div>
  );
}
