/**
 * cmi5.xml: the course structure a cmi5 LMS imports (cmi5 section 13): the course, and one AU that
 * launches index.html with the cmi5 launch parameters appended, its title, moveOn and masteryScore.
 * Written against the structure of CourseStructure.xsd (https://w3id.org/xapi/profiles/cmi5/v1/
 * CourseStructure.xsd), which is not vendored: test/scripts/cmi5Xml.test.ts checks its shape.
 */
import { LAUNCH_FILE } from './imsManifest';
import { courseActivityId } from './tincanXml';
import { escapeXml } from './xml';

export const CMI5_NS = 'https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd';
export const CMI5_FILE = 'cmi5.xml';

/** The IRIs of the course and of its AU, from the course id: one course is one activity wherever it is hosted. */
export function cmi5Ids(courseId: string): { course: string; au: string } {
  const course = courseActivityId(courseId);
  return { course, au: `${course}/au` };
}

export interface Cmi5Input {
  courseId: string;
  title: string;
  /** The course's language code, for the langstrings ('und' when unknown). */
  language: string;
  /** The course mastery score 0..100, or null when mastery is per section (then none is declared). */
  masteryScore: number | null;
}

/**
 * moveOn is Passed: the player reports passed or failed for every course with scored questions, and
 * reports completed with either, so Passed is what the author's mastery score means. The
 * masteryScore (0..1) is the course's, which the LMS hands back in LMS.LaunchData.
 */
export function writeCmi5Xml({ courseId, title, language, masteryScore }: Cmi5Input): string {
  const ids = cmi5Ids(courseId);
  const lang = escapeXml(language || 'und');
  const text = (tag: string, value: string, indent: string) => `${indent}<${tag}><langstring lang="${lang}">${escapeXml(value)}</langstring></${tag}>`;
  const mastery = masteryScore === null ? '' : ` masteryScore="${Math.round(masteryScore * 100) / 10000}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<courseStructure xmlns="${CMI5_NS}">`,
    `  <course id="${escapeXml(ids.course)}">`,
    text('title', title, '    '),
    text('description', title, '    '),
    '  </course>',
    `  <au id="${escapeXml(ids.au)}" moveOn="Passed"${mastery} launchMethod="AnyWindow">`,
    text('title', title, '    '),
    text('description', title, '    '),
    `    <url>${LAUNCH_FILE}</url>`,
    '  </au>',
    '</courseStructure>',
    '',
  ].join('\n');
}
