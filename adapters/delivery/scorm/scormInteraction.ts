import type { Interaction, LearningEventOf } from '@core';
import type { ScormDialect } from './dialect';
import { duration2004, timeOfDay12, timespan12, timestamp2004 } from './scormTime';

/** One cmi.interactions.n element and its value, in the order an LMS needs them (id and type first). */
export type InteractionField = readonly [element: string, value: string];

type Answered = LearningEventOf<'answered'>;

/** SCORM 1.2 knows eight interaction types (RTE 3.4.2.9); the others are written as the nearest. */
const TYPES_12: Record<Interaction['interactionType'], string> = {
  'true-false': 'true-false',
  choice: 'choice',
  'fill-in': 'fill-in',
  'long-fill-in': 'fill-in',
  matching: 'matching',
  performance: 'performance',
  sequencing: 'sequencing',
  likert: 'likert',
  numeric: 'numeric',
  other: 'performance',
};

/** At most this many correct response patterns are written (fill-in can list many combinations). */
const MAX_PATTERNS = 10;

/**
 * The cmi.interactions.n fields of one answer (the issue's "one interaction per answer": the LMS
 * report shows every answer, retries included). The interaction is the question type's, in the one
 * vocabulary of core (SCORM 2004's, which xAPI shares); 1.2 gets its own delimiters, types and
 * 255-character limits, 2004 the limits its data model checks.
 */
export function interactionFields(dialect: ScormDialect, n: number, event: Answered): InteractionField[] {
  const interaction = event.interaction;
  const prefix = `cmi.interactions.${n}.`;
  const at = new Date(event.at);
  const fields: [string, string][] = [];
  const add = (name: string, value: string) => fields.push([prefix + name, value]);
  if (dialect.version === '1.2') {
    add('id', identifier12(event.questionId));
    if (interaction) add('type', TYPES_12[interaction.interactionType]);
    add('time', timeOfDay12(at));
    add('weighting', event.isSurvey ? '0' : '1');
    if (interaction) add('student_response', response12(interaction, interaction.response));
    add('result', event.isSurvey ? 'neutral' : event.correct ? 'correct' : 'wrong');
    add('latency', timespan12(event.durationMs));
    patterns(interaction).forEach((p, i) => add(`correct_responses.${i}.pattern`, response12(interaction!, p)));
  } else {
    add('id', event.questionId);
    if (interaction) add('type', interaction.interactionType);
    add('timestamp', timestamp2004(at));
    add('weighting', event.isSurvey ? '0' : '1');
    // An empty response is no response in 2004's formats: left unset rather than refused.
    if (interaction && interaction.response !== '') add('learner_response', response2004(interaction.interactionType, interaction.response));
    add('result', event.isSurvey ? 'neutral' : event.correct ? 'correct' : 'incorrect');
    add('latency', duration2004(event.durationMs));
    const description = plainText(event.title).slice(0, 250);
    // A localized string may not start with '{' unless it is a language tag.
    if (description) add('description', description.replace(/^\{/, '('));
    patterns2004(interaction).forEach((p, i) => add(`correct_responses.${i}.pattern`, response2004(interaction!.interactionType, p)));
  }
  return fields;
}

/** At most MAX_PATTERNS correct responses (a survey's interaction has none: core/player/sessionDelivery.ts). */
function patterns(interaction: Interaction | null): string[] {
  return (interaction?.correctResponsesPattern ?? []).slice(0, MAX_PATTERNS);
}

/** Types of which 2004 takes a single correct response pattern (RTE 4.2.9.1). */
const SINGLE_PATTERN = new Set<Interaction['interactionType']>(['true-false', 'likert', 'numeric', 'other']);

/**
 * 2004's correct responses: one for the single-pattern types; for 'other' only one without a comma,
 * because LMSs (scorm-again among them) read a comma in an undelimited type as a list and refuse
 * it. A hotspot's outline '(x,y)(x,y)...' is therefore not written; its learner response and
 * result are.
 */
function patterns2004(interaction: Interaction | null): string[] {
  const all = patterns(interaction);
  if (!interaction || !SINGLE_PATTERN.has(interaction.interactionType)) return all;
  if (interaction.interactionType === 'other') return all.length === 1 && !all[0].includes(',') ? all : [];
  return all.slice(0, 1);
}

/** CMIIdentifier (1.2): printable ASCII without spaces, at most 255 characters. */
function identifier12(id: string): string {
  return id.replace(/[^\x21-\x7e]/g, '_').slice(0, 255) || 'question';
}

/**
 * 1.2 responses (RTE 3.4.2.9): items separated by ',' and pairs by '.', true-false as t/f, no
 * case characteristic, at most 255 characters (CMIFeedback). A response cut at the limit ends after
 * its last whole item, so the LMS shows whole ids (a pair of two 32-character ids is 65 characters:
 * a broken one would name nothing); only a first item longer than the limit is itself cut.
 */
function response12(interaction: Interaction, value: string): string {
  let text = value.replace(/^\{case_matters=(true|false)\}/, '').replace(/^\{order_matters=(true|false)\}/, '');
  if (interaction.interactionType === 'true-false') text = text === 'true' ? 't' : text === 'false' ? 'f' : text;
  text = text.split('[,]').map((item) => item.split('[.]').join('.')).join(',');
  if (text.length <= 255) return text;
  const cut = text.slice(0, 255);
  const lastComma = cut.lastIndexOf(',');
  return lastComma > 0 ? cut.slice(0, lastComma) : cut;
}

/**
 * 2004 responses keep the core vocabulary; only what the data model bounds is fitted: fill-in has
 * at most 10 items of 250 characters each (a localized string may not start with '{' unless it is
 * a language tag), choice, matching and sequencing at most 36 items, the others 4,000 characters.
 */
function response2004(type: Interaction['interactionType'], value: string): string {
  const characteristic = /^\{(case_matters|order_matters)=(true|false)\}/.exec(value)?.[0] ?? '';
  const body = value.slice(characteristic.length);
  switch (type) {
    case 'fill-in':
      return characteristic + body.split('[,]').slice(0, 10).map((item) => item.slice(0, 250).replace(/^\{/, '(')).join('[,]');
    case 'choice':
    case 'matching':
    case 'sequencing':
      return characteristic + body.split('[,]').slice(0, 36).join('[,]');
    default:
      return characteristic + body.slice(0, 4000);
  }
}

/** A question title may carry the author's markup; a report wants its text. */
function plainText(title: string): string {
  return title.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}
