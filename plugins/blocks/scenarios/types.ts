/** The scenario as the view plays it, whichever shape the fragment has (model.ts describes both). */
import type { Avatar } from './avatars';

/** Author markup: an element of the (sanitised) fragment, or a string the renderer sanitises. */
export type Markup = Element | string;

export interface Choice {
  text: string;
  target: string;
  /** What the author says about this choice, shown on the scene it leads to. */
  feedback: Markup | null;
  /** The scene's only way on, without a text of its own: shown as "Continue". */
  continues?: boolean;
}

export interface Scene {
  id: string;
  title: string;
  /** The scene's content without its choices. */
  content: Markup | null;
  choices: Choice[];
  final: boolean;
  /** The picture of the scene's avatar in its mood; null for none. */
  avatar: Avatar | null;
}

export interface Scenario {
  scenes: Scene[];
  startId: string;
  /** The author's markup around the scenes, shown above them throughout (attribute shape). */
  intro: Element | null;
  /** The scenario's title and the start card's text (JSON shape: its start node). */
  title: string;
  startContent: Markup | null;
  /** Without scenes: what to show instead (the fragment, or what is left of it without its data). */
  staticContent?: Element | null;
}
