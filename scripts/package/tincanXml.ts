/**
 * tincan.xml: what an LMS that launches xAPI (Tin Can) packages reads from the zip's root to import
 * a course: one activity of type course, its name, and the page it launches with the Tin Can launch
 * parameters appended (endpoint, auth, actor, registration, activity_id; docs/xapi-package.md).
 */
import { escapeXml } from './xml';
import { LAUNCH_FILE } from './imsManifest';

export const TINCAN_NS = 'http://projecttincan.com/tincan.xsd';
export const COURSE_ACTIVITY_TYPE = 'http://adlnet.gov/expapi/activities/course';

/**
 * The course's activity id, from the course id, so one course is one activity wherever it is hosted.
 * It must equal the player's own (`courseActivityIdFor` in core/tracking/vocabulary.ts, docs/xapi.md).
 */
export const courseActivityId = (courseId: string): string => `https://open-course-player.org/xapi/courses/${encodeURIComponent(courseId)}`;

export interface TincanInput {
  activityId: string;
  title: string;
  /** The course's language code (e.g. 'en'), for the name's and the launch's lang. */
  language: string;
}

export function writeTincanXml({ activityId, title, language }: TincanInput): string {
  const lang = escapeXml(language || 'und');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<tincan xmlns="${TINCAN_NS}">`,
    '  <activities>',
    `    <activity id="${escapeXml(activityId)}" type="${COURSE_ACTIVITY_TYPE}">`,
    `      <name lang="${lang}">${escapeXml(title)}</name>`,
    `      <description lang="${lang}">${escapeXml(title)}</description>`,
    `      <launch lang="${lang}">${LAUNCH_FILE}</launch>`,
    '    </activity>',
    '  </activities>',
    '</tincan>',
    '',
  ].join('\n');
}
