/** A content page has no response: opening it is what answers it (SPEC 4.2). */
export type { ContentPageResponse as Response } from '../shared/contentPage';
