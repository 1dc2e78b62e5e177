/** An xAPI statement as the player builds it (kept loose: the statement builder owns its shape). */
export type Statement = Record<string, unknown>;

export type DeliveryState = 'idle' | 'sending' | 'retrying' | 'failed';

/** A destination of tracking statements (LRS, NPS, LXP, LMS xAPI, LTI). Several can be active at once. */
export interface TrackingSink {
  readonly id: string;
  accepts(verb: string): boolean;
  send(statements: Statement[]): Promise<void>;
  readonly state: DeliveryState;
}
export const TrackingSink = Symbol('TrackingSink');
