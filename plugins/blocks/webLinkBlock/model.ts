/**
 * Web link: one web link shown as a card. The fragment shape (decided, read leniently) is
 * documented with the shared reader in ../shared/linkCards.ts:
 *
 *   <div class="eg-content-editor" data-type="webLinkBlock" data-url="https://example.org/"
 *        data-title="Title" data-description="About the page" data-image="media/x.svg"
 *        data-image-alt="Alt text"></div>
 *
 * (or the same attributes on a `.link-item` inside, or a plain `<a href>` with a paragraph).
 * Should a fragment hold several links, each becomes a card.
 */
export { parseLinkCards, safeUrl, domainOf, imageSource, type LinkCard, type LinkCardsData } from '../shared/linkCards';
