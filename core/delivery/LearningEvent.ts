import type { AccessibilitySettings } from '../accessibility/settings';
import type { Interaction } from '../plugins/QuestionType';
import type { Status } from '../rules/status';

export type { Interaction } from '../plugins/QuestionType';

/** Who is learning, as the delivery knows it (an LMS learner id and name, a signed-in e-mail). */
export interface Learner {
  id?: string;
  name?: string;
  email?: string;
  /** SPEC 3.6 authorizationSkipped: the learner chose not to give an identity (allowUserToSkipTrackingAndTracing). */
  authorizationSkipped?: boolean;
}

/**
 * Why a delivery session ends: the learner finished ("Submit result"), left meaning to come back
 * ("Continue course later"), or the page is going away (the work must be done before close returns).
 */
export type CloseReason = 'finished' | 'suspended' | 'unload';

/** Where the course stands: what an LMS or LRS records as status, score, completion and success. */
export interface CourseStanding {
  /** The course status of SPEC 4.1 (IN_PROGRESS, PASSED, FAILED). */
  status: Status;
  /** The course score, 0..100 (SPEC 4.1). */
  score: number;
  /** The mastery score the course passes at (0..100). */
  masteryScore: number;
  /** Completed once the course is finished (every question of the attempt answered) or decided. */
  completion: 'completed' | 'incomplete';
  /** SPEC 4.1 "status sent to the server": passed, failed, or not known yet. */
  success: 'passed' | 'failed' | 'unknown';
  /**
   * The course has questions that count toward its score. Without them there is no mastery to
   * reach: an LMS records the course as completed, with no score.
   */
  scored: boolean;
}

/** One section's figures at a change of status: what the 'mastered' statement of a section reports (SPEC 7.8). */
export interface SectionStanding {
  sectionId: string;
  title: string;
  /** The section score, 0..100 (SPEC 4.1). */
  score: number;
  /** The section status of SPEC 4.1. */
  status: Status;
}

interface Stamped {
  /** When it happened, ISO 8601. */
  at: string;
  /** The attempt id of SPEC 4.3 at that moment. */
  attemptId: string;
}

/** The question an event is about, with what a report needs to show it without the course. */
export interface QuestionRef {
  questionId: string;
  /** Its stable index in saved progress (publishSettings questionShortIds, else the flat position). */
  index: number;
  sectionId: string;
  questionType: string;
  title: string;
  isSurvey: boolean;
}

/**
 * What the learner did, in the order it happened (ARCHITECTURE.md "Delivery layer"). Every event
 * carries what a tracking sink needs, so no sink reads the session.
 */
export type LearningEvent = Stamped &
  (
    | {
        type: 'launched';
        learner: Learner | null;
        /** Saved progress was restored: the learner goes on with an earlier attempt. */
        resumed: boolean;
        /** The route the learner resumes at ('' for the start). */
        location: string;
        standing: CourseStanding;
        course: { id: string; title: string; language: string };
        /**
         * The first-selection language popup is open (SPEC 2.8): the course-started statement waits
         * for it to close ('started' below), so it goes out in the language the learner chose.
         */
        startDeferred?: boolean;
      }
    /** SPEC 4.8 course started (sendStartStatement) when the launch held it back (`startDeferred`). */
    | { type: 'started' }
    /** SPEC 4.8 'update language': the learner switched the course language (SPEC 4.7); the course title is in the new language. */
    | { type: 'languageUpdated'; language: string; locale: string; title: string }
    /** SPEC 4.8 'clear language': the saved choice named a language the course no longer has, and was set aside. */
    | { type: 'languageCleared'; language: string }
    | (QuestionRef & {
        type: 'answered';
        /** The response as the question type keeps it (its own shape). */
        response: unknown;
        /** The interaction of the answer, or null when the type's mapper failed (a warning says why). */
        interaction: Interaction | null;
        score: number;
        correct: boolean;
        /** How many times this question has been answered in this attempt, this answer included. */
        attempt: number;
        /** Time from opening the page (or the last answer on it) to this answer, in ms. */
        durationMs: number;
      })
    | (QuestionRef & { type: 'experienced' })
    | ({ type: 'status'; previous: Status; /** Sections with questions that count, as they stand now. */ sections: SectionStanding[] } & CourseStanding)
    | { type: 'progressed'; location: string; /** Share of the attempt's questions answered, 0..100. */ progress: number }
    | { type: 'attemptStarted'; attempt: number }
    | { type: 'attemptSubmitted'; attempt: number; score: number }
    | { type: 'timedOut' }
    /** SPEC 4.8 'accessibility updated': the learner's settings after a change (SPEC 2.7, 3.8), once per 300 ms burst (SPEC 9.2). */
    | { type: 'accessibilityUpdated'; settings: AccessibilitySettings }
    | {
        /**
         * The satisfaction survey of SPEC 2.8 was answered: the rating 1..10 and the free text
         * (SPEC 3.8 "Evaluation (survey) payload": score = rating × 10). The NPS store takes it.
         */
        type: 'evaluated';
        rating: number;
        comment: string;
      }
    | { type: 'exited'; reason: CloseReason; /** Time since launch, in ms. */ sessionMs: number; standing: CourseStanding }
  );

export type LearningEventType = LearningEvent['type'];
export type LearningEventOf<K extends LearningEventType> = Extract<LearningEvent, { type: K }>;


type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An event as the session describes it, before it stamps the time and the attempt id. */
export type UnstampedEvent = DistributiveOmit<LearningEvent, keyof Stamped>;
