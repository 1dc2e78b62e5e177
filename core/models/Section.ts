import type { Question } from './Question';

/** SPEC 3.3 section fields kept in the course structure. */
export interface SectionInfo {
  id: string;
  title: string;
  imageUrl: string;
  learningObjective: string;
  isTransparent: boolean;
  questionIds: string[];
}

export interface SectionHost {
  isObjectiveConsumed(id: string): boolean;
  consumeObjective(id: string): void;
}

/** A section with its questions; score and status are derived by the course, which knows the settings. */
export class Section {
  constructor(
    private readonly host: SectionHost,
    public info: SectionInfo,
    readonly questions: Question[],
  ) {}

  get id() { return this.info.id; }
  get title() { return this.info.title; }
  get imageUrl() { return this.info.imageUrl; }
  get learningObjective() { return this.info.learningObjective; }
  get isTransparent() { return this.info.isTransparent; }
  get isConsumedLearningObjective(): boolean { return this.host.isObjectiveConsumed(this.id); }
  consumeLearningObjective(): void { this.host.consumeObjective(this.id); }
}

export type SectionInstance = Section;
