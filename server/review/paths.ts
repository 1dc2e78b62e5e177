/** The owner's review pages (issue 25 §1), under one path so their cookie goes nowhere else. */
export const OWNER_ROOT = '/api/review/owner';
export const OWNER_SIGN_IN_LINK_PATH = `${OWNER_ROOT}/sign-in-link`;
export const OWNER_SIGN_IN_PATH = `${OWNER_ROOT}/sign-in`;
export const OWNER_SIGN_OUT_PATH = `${OWNER_ROOT}/sign-out`;
export const ownerCoursePath = (courseId: string) => `${OWNER_ROOT}/courses/${encodeURIComponent(courseId)}`;
/** The query parameter of the course link that carries a reviewer's login code; the player hands it to POST /api/review/login. */
export const REVIEW_LOGIN_PARAM = 'reviewLoginCode';
/** SPEC 2.1 commentContext: the course opens at the comment it names, as a link in an e-mail does. */
export const COMMENT_CONTEXT_PARAM = 'commentContext';
