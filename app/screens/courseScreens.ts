/** The screens after the cover, bundled as one lazily loaded chunk. */
export { LearningObjectivePage } from './LearningObjectivePage';
export { NotFound } from './NotFound';
export { QuestionPage } from './QuestionPage';
export { Results } from './Results';
export { SectionList } from './SectionList';
export { SectionPage } from './SectionPage';
