// A page of the player in review mode with a fake review API and a fake comment model, so the comment
// UI can be looked at (and checked with axe) in Chromium before the real model and service are wired
// together (docs/review.md, "Looking at it"). Built by ./shots.ts; not part of the player's build.
import 'reflect-metadata/lite';
import '../../../app/styles';
import { runInAction, when } from 'mobx';
import { createRoot } from 'react-dom/client';
import { createPlayerContainer, PlayerSession, PluginCatalogue, type Reviewer, type ReviewThread } from '@core';
import { followSettings } from '../../../app/accessibility/applySettings';
import { App } from '../../../app/App';
import { registerPlugins } from '../../../app/plugins';
import { FakeReviewApi } from '../../support/fakeReviewApi';
import { FakeReviewThreads, ME, OTHER, OWNER, reply, thread } from '../../support/fakeReviewThreads';

const reviewer: Reviewer = { email: 'ann@example.com', name: 'Ann Lee', courseId: 'c', isRegisteredReviewer: true, isAuthenticatedReviewer: true, isOwner: false, showsEmails: false };

/** Threads on the showcase's own places: the title, a section, a question, one of its blocks, and one whose page is gone. */
function sampleThreads(session: PlayerSession): ReviewThread[] {
  const course = session.course;
  const section = course.sections.find((s) => !s.isTransparent && s.questions.length > 0)!;
  const question = section.questions.find((q) => !q.answeredOnOpen) ?? section.questions[0];
  const block = question.data.instructions[0];
  const at = { sectionId: section.id, pageId: question.id };
  return [
    thread({ text: 'The title could say who the course is for.', anchor: { type: 'course' }, replies: [reply({ text: 'Good point, I will add a subtitle.', createdBy: OWNER })] }),
    thread({ text: 'Could this section come before the watering one?', createdBy: ME, anchor: { type: 'section', sectionId: section.id }, isResolved: true, resolvedBy: OWNER }),
    thread({ text: 'A very long comment that goes on to explain, in some detail, why the wording of this question may confuse learners who are new to houseplants and have never repotted one before.', anchor: { type: 'page', ...at } }),
    thread({ text: '<img src=x onerror=alert(1)> stays text', createdBy: ME, anchor: { type: 'page', ...at }, replies: [reply({ text: 'Agreed.', createdBy: OTHER }), reply({ text: 'removed', isDeleted: true, deletedBy: OWNER })] }),
    ...(block ? [thread({ text: 'Say how often to water.', placement: 'outdated' as const, anchor: { type: 'block' as const, blockId: block.id, ...at, quote: 'Water your plants.' } })] : []),
    thread({ text: 'This page repeats the previous one.', placement: 'elsewhere', anchor: { type: 'page', pageId: 'removed-page', quote: 'Old page: Choosing a pot' } }),
  ];
}

const container = createPlayerContainer({
  baseUrl: new URL('.', window.location.href).toString(),
  query: new URLSearchParams(window.location.search),
  window,
  reviewApi: async () => new FakeReviewApi(),
});
registerPlugins(container.resolve(PluginCatalogue), {});
const session = container.resolve(PlayerSession);
followSettings(session);
createRoot(document.getElementById('root')!).render(<App session={session} />);
void session.start();
void when(() => session.review !== null && session.state === 'ready').then(() =>
  runInAction(() => {
    const review = session.review!;
    review.reviewer = reviewer;
    review.comments = new FakeReviewThreads(sampleThreads(session));
    (window as { __reviewThreads?: unknown }).__reviewThreads = review.comments;
  }),
);
