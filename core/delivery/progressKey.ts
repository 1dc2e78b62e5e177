/** SPEC 9.5: the browser key is 'course_progress' + courseId + templateId (templateId may be empty). */
export const progressKey = (courseId: string, templateId: string): string => `course_progress${courseId}${templateId}`;
