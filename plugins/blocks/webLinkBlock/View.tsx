import type { ContentBlockViewProps } from '@core';
import { LinkCardsView } from '../shared/LinkCards';

/** One web link: a wide link card, its picture beside the text where there is room (see ../shared/LinkCards.tsx). */
export default function WebLinkBlockView(props: ContentBlockViewProps) {
  return <LinkCardsView {...props} layout="single" />;
}
