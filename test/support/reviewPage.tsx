import { screen, waitFor } from '@testing-library/react';
import { runInAction, when } from 'mobx';
import { ReviewApiLoader, type Reviewer, type ReviewThread } from '@core';
import { createTestPlayer } from './createTestPlayer';
import { FakeReviewApi } from './fakeReviewApi';
import { FakeReviewThreads } from './fakeReviewThreads';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../../app/Layout';
import { renderWithSession } from './renderWithSession';

export const ANN: Reviewer = { email: 'ann@example.com', name: 'Ann Lee', courseId: 'course-1', isRegisteredReviewer: true, isAuthenticatedReviewer: true, isOwner: false, showsEmails: false };

/**
 * The showcase in review mode (app/Layout with its lazy review shell) at a question's route, with an
 * authenticated reviewer and a fake comment model (test/support/fakeReviewThreads.ts) holding `threads`
 * (or what a function of the page's ids returns, for anchors that name that page).
 * The page stands in for the question page with the places the comment UI looks for: the page's title
 * (data-review-page), a block (data-block-id) and a section card (data-review-section); the cover, for its
 * title (data-cover-title). `at` opens one or the other.
 */
export async function renderReviewPage(
  threads: ReviewThread[] | ((page: { sectionId: string; pageId: string }) => ReviewThread[]) = [],
  reviewer: Reviewer = ANN,
  { at = 'question' }: { at?: 'question' | 'cover' } = {},
) {
  // jsdom has no scrolling; the layout scrolls to the top on every route (SPEC 2.2).
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const api = new FakeReviewApi();
  const { session } = await createTestPlayer({
    overrides: { 'publishSettings.js': JSON.stringify({ publishMode: 'Review', learnServiceUrl: 'https://svc.example.org' }) },
    setUp: (c) => c.registerInstance(ReviewApiLoader, async () => api),
  });
  await when(() => session.review !== null);
  const review = session.review!;
  const section = session.course.sections.find((s) => !s.isTransparent && s.questions.length > 0)!;
  const question = section.questions.find((q) => !q.answeredOnOpen) ?? section.questions[0];
  const comments = new FakeReviewThreads(typeof threads === 'function' ? threads({ sectionId: section.id, pageId: question.id }) : threads);
  runInAction(() => {
    review.reviewer = reviewer;
    review.comments = comments;
  });
  const page = (
    <article className="page">
      <h1 tabIndex={-1} data-review-page={question.id}>
        {question.title}
      </h1>
      <div className="blocks">
        <div className="block" data-block-id="b1">
          <p>Water once a week, more in summer.</p>
        </div>
      </div>
      <ol className="section-cards">
        <li className="section-card" data-review-section={section.id}>
          <h2>{section.title}</h2>
        </li>
      </ol>
    </article>
  );
  const route = `/sections/${section.id}/questions/${question.id}`;
  // The player's frame (app/Layout, its lazy review shell) around two stand-in pages: the cover's title and the question.
  const view = renderWithSession(
    session,
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<h1 data-cover-title="">{session.course.title}</h1>} />
        <Route path="/sections/:sectionId/questions/:questionId" element={page} />
      </Route>
    </Routes>,
    at === 'cover' ? '/' : route,
  );
  await screen.findByRole('region', { name: 'Review' });
  // The bar's and the cover title's controls, or the bar's and the question page's three.
  await waitFor(() => expect(screen.getAllByRole('button', { name: /^Comment about:/ })).toHaveLength(at === 'cover' ? 2 : 4));
  return { session, review, comments, section, question, view };
}

/** The block of the stand-in page and its control. */
export const blockControl = () => screen.getByRole('button', { name: /^Comment about: Content item “Water once a week/ });
