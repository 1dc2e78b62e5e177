import type { ContentBlockViewProps } from '@core';
import { LinkCardsView } from '../shared/LinkCards';

/** A curated list of links: a grid of link cards (see ../shared/LinkCards.tsx). */
export default function LinkCurationView(props: ContentBlockViewProps) {
  return <LinkCardsView {...props} layout="grid" />;
}
