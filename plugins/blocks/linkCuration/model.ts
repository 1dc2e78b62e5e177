/**
 * Link curation: a curated list of web links shown as cards. The fragment shape (decided, read
 * leniently) is documented with the shared reader in ../shared/linkCards.ts:
 *
 *   <div class="eg-content-editor" data-type="linkCuration">
 *     <h2>An optional heading or introduction</h2>
 *     <div class="link-item" data-id="l1" data-url="https://example.org/page" data-title="Title"
 *          data-description="About the page" data-image="media/x.svg" data-image-alt="Alt text"></div>
 *     ...
 *   </div>
 */
export { parseLinkCards, safeUrl, domainOf, imageSource, type LinkCard, type LinkCardsData } from '../shared/linkCards';
