import type { ServiceContext } from '../context';
import { composeWords } from '../mail/messages';
import type { MailMessage } from '../mail/Mailer';
import { claimUnnotified } from '../storage/reviewComments';
import { ownersOf } from '../storage/reviewOwners';
import { ownerCoursePath } from './paths';

/**
 * The review e-mails to owners and the reviewer's reply notice. English, as the owner's page is; like
 * every e-mail of the service they hold its own words and a link only, never text a reviewer typed
 * (nobody can make the service mail their words to an address), so a comment is read on the page.
 */
const WORDS = {
  ownerSignIn: {
    subject: 'Your link to the review page',
    intro: 'Open this link to sign in to the review page of the courses you own. It works once, for a day.',
    action: 'Open the review page',
    footer: 'Do not share this link. If you did not ask for it, ignore this e-mail.',
  },
  ownerDigest: (count: number) => ({
    subject: count === 1 ? 'A new review comment on your course' : `${count} new review comments on your course`,
    intro: count === 1 ? 'A reviewer commented on your course.' : `Reviewers wrote ${count} comments and replies on your course.`,
    action: 'Read and answer them',
    footer: 'You get this e-mail because you own the course (REVIEW_OWNERS).',
  }),
  reviewerReply: {
    subject: 'The author answered your comment',
    intro: 'The author of the course you reviewed replied to your comment. Open the course to read the reply:',
    action: 'Read the reply',
    footer: 'You get this e-mail because you commented on the course as a reviewer.',
  },
};

const english = (words: (typeof WORDS)['ownerSignIn'], to: string, link: string): MailMessage => composeWords(words, { to, link, lang: 'en', dir: 'ltr' });

export const ownerSignInMail = (to: string, link: string) => english(WORDS.ownerSignIn, to, link);
export const reviewerReplyMail = (to: string, link: string) => english(WORDS.reviewerReply, to, link);

/**
 * One sweep: the reviewers' comments and replies older than the delay that no owner heard of are
 * claimed (atomically, so of several instances one sends each) and every owner of each course gets
 * one e-mail for all of them: one comment alone makes one e-mail, a burst makes one e-mail too.
 */
export async function sendOwnerDigests(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const claimed = await claimUnnotified(ctx.db, new Date(now.getTime() - ctx.review.mailDelaySeconds * 1000), now);
  let sent = 0;
  for (const { courseId, count } of claimed) {
    const link = new URL(ownerCoursePath(courseId), ctx.publicUrl()).href;
    for (const owner of await ownersOf(ctx.db, courseId)) {
      await ctx.mailer.send(english(WORDS.ownerDigest(count), owner, link));
      sent += 1;
    }
  }
  return sent;
}

/** Sweeps every `ctx.review.pollMs` (at least every second), off any request's path; stop() on close. */
export function startOwnerDigests(ctx: ServiceContext): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => sendOwnerDigests(ctx)).catch((e) => console.error(`[learner service] review e-mails to owners failed: ${(e as Error).message}`));
  }, Math.min(ctx.review.pollMs, 1000));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
