import type { BlockState } from './BlockState';
import type { BlockPlace, BlockRef } from './blocks';
import type { PreviewImage, Translate } from './QuestionType';

/** Props of a content block view; React-free here, the app renders them. */
export interface ContentBlockViewProps<S = unknown> {
  block: BlockRef;
  /** The fragment's data-type. */
  dataType: string;
  /**
   * The fragment's root element (`.eg-content-editor`), sanitised: scripts and event handlers removed,
   * relative media URLs resolved. A detached node the view reads its items from.
   */
  root: Element;
  /** The fragment as the package has it, unsanitised: only for a block that runs it in a sandboxed frame (htmlBlock). */
  rawHtml: string;
  /** Where the block sits (which page), for media ids and legacy folders. */
  place: BlockPlace;
  /** Renders sanitised author markup (an element or a string) as static HTML. */
  renderHtml: (content: Element | string, className?: string) => unknown;
  /** Renders the block's child entries of data.js (checklist items, how-to steps...). */
  renderChildren: () => unknown;
  /** Loads a child block's root element, for containers whose items are child fragments. */
  loadChild: (child: BlockRef) => Promise<Element | null>;
  /** This block's saved state (under its plugin's `state.key`), or undefined before the learner did anything. */
  state: S | undefined;
  /**
   * Saves this block's state in the progress record; null removes it. `key` replaces the block id
   * where SPEC names the entry otherwise (media progress: the media id of `mediaId()`).
   */
  setState: (state: S | null, key?: string) => void;
  /** The saved state under another key of the same record field (a media id). */
  stateOf: (key: string) => S | undefined;
  t: Translate;
  language: string;
  mediaUrl: (path: string) => string;
  imageUrl: (path: string, width: number, height: number) => string;
  announce: (message: string) => void;
  openImagePreview: (images: PreviewImage[], index: number) => void;
  /**
   * SPEC 3.7 media ids '{prefix}_{questionIndex}_{mediaIndex|VO}' for this block's page; mediaIndex
   * counts the media of the page in document order.
   */
  mediaId: (mediaIndex: number | 'VO', prefix?: string) => string;
  /**
   * A media player tells the page which media id it plays (SPEC 4.2 media restriction: a content
   * page counts as answered only once all of them are watched). Returns the unregister function.
   */
  registerMedia: (mediaId: string) => () => void;
}

/** A content block plugin (ARCHITECTURE.md): selected by the fragment's data-type, loaded when a page uses it. */
export interface ContentBlock<S = unknown> {
  dataType: string;
  /** Also claims these data-types (e.g. the video layouts share one view). */
  aliases?: string[];
  /** The view renders the block's children itself (checklist items, how-to steps); otherwise they follow it. */
  ownsChildren?: boolean;
  /** The block plays media the learner must watch under the media-viewing restriction (video, audio). */
  media?: boolean;
  /** What it keeps in the saved record, when it keeps anything (core/plugins/BlockState.ts). */
  state?: BlockState<S>;
  loadView(): Promise<{ default: (props: ContentBlockViewProps<S>) => unknown }>;
}

// Registries hold blocks of every state type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContentBlock = ContentBlock<any>;

/** Helps a plugin author keep the state type: `export default defineContentBlock<MyState>({...})`. */
export function defineContentBlock<S>(definition: ContentBlock<S>): ContentBlock<S> {
  return definition;
}
