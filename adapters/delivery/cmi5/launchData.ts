/** How the LMS wants the AU to run (cmi5 10.2.2): only Normal records completion and success. */
export type LaunchMode = 'Normal' | 'Browse' | 'Review';

/** What satisfies the AU for the LMS (cmi5 13.1.4). */
export type MoveOn = 'Passed' | 'Completed' | 'CompletedAndPassed' | 'CompletedOrPassed' | 'NotApplicable';

/** The LMS.LaunchData state document, as far as the player uses it. */
export interface LaunchData {
  /** Copied into the context of every statement (the session id, the publisher's grouping...). */
  contextTemplate: Record<string, unknown>;
  launchMode: LaunchMode;
  moveOn: MoveOn;
  /** 0..1; decides passed or failed in place of the course's own mastery score. */
  masteryScore?: number;
  returnURL?: string;
}

const LAUNCH_MODES: readonly string[] = ['Normal', 'Browse', 'Review'];
const MOVE_ONS: readonly string[] = ['Passed', 'Completed', 'CompletedAndPassed', 'CompletedOrPassed', 'NotApplicable'];

/** Reads the document; throws with the reason when a required field is missing or wrong. */
export function readLaunchData(raw: unknown): LaunchData {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('LMS.LaunchData is not a JSON object');
  const doc = raw as Record<string, unknown>;
  const { contextTemplate, launchMode, moveOn, masteryScore, returnURL } = doc;
  if (!contextTemplate || typeof contextTemplate !== 'object' || Array.isArray(contextTemplate)) throw new Error('LMS.LaunchData has no contextTemplate');
  if (typeof launchMode !== 'string' || !LAUNCH_MODES.includes(launchMode)) throw new Error(`LMS.LaunchData launchMode "${String(launchMode)}" is not Normal, Browse or Review`);
  if (typeof moveOn !== 'string' || !MOVE_ONS.includes(moveOn)) throw new Error(`LMS.LaunchData moveOn "${String(moveOn)}" is not a cmi5 moveOn value`);
  const mastery = typeof masteryScore === 'number' && masteryScore >= 0 && masteryScore <= 1 ? masteryScore : undefined;
  return {
    contextTemplate: contextTemplate as Record<string, unknown>,
    launchMode: launchMode as LaunchMode,
    moveOn: moveOn as MoveOn,
    ...(mastery !== undefined ? { masteryScore: mastery } : {}),
    ...(typeof returnURL === 'string' && returnURL ? { returnURL } : {}),
  };
}
