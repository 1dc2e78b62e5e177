import type { BlockRef } from './blocks';

/** Props of a content block view; React-free here, the app renders them. */
export interface ContentBlockViewProps {
  block: BlockRef;
  /** The sanitised fragment markup of content/{id}.html. */
  html: string;
  renderChildren: () => unknown;
}

/** A content block plugin (ARCHITECTURE.md): selected by the fragment's data-type. */
export interface ContentBlock {
  dataType: string;
  loadView(): Promise<{ default: (props: ContentBlockViewProps) => unknown }>;
}
