import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ME, OTHER, reply, thread } from '../../test/support/fakeReviewThreads';
import { blockControl, renderReviewPage } from '../../test/support/reviewPage';

/*
 * Issue 25 §2: the comment controls of every place and the form beside it, against a fake comment
 * model. The showcase's own labels (lang/en.json) name things: 'Comment about: …', 'Post reply'.
 */

const form = (name: RegExp | string) => screen.getByRole('region', { name });

describe('comment controls and the form beside the place (issue 25 §2)', () => {
  it('gives every place a named button in the Tab order; the keyboard opens the form right after the place, Escape closes it and returns focus', async () => {
    const { question, section } = await renderReviewPage();
    const names = screen.getAllByRole('button', { name: /^Comment about:/ }).map((b) => b.textContent);
    expect(names).toEqual([
      expect.stringContaining('Course title “Caring for Houseplants”'),
      expect.stringContaining(`Question title “${question.title}”`),
      'Comment about: Content item “Water once a week, more in summer.”',
      expect.stringContaining(`Section “${section.title}”`),
    ]);
    const button = blockControl();
    expect(button.tagName).toBe('BUTTON');
    expect(button.tabIndex).toBe(0);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // The control sits in its block, so the block's hover and focus show it (comments.css).
    const block = document.querySelector('[data-block-id="b1"]')!;
    expect(block.contains(button)).toBe(true);

    button.focus();
    fireEvent.click(button); // Enter and Space on a native button
    const opened = form('Comments on the content item');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.contains(opened)).toBe(true);
    // Beside what it comments: the next thing after the block, in the reading and Tab order.
    expect(block.nextElementSibling!.contains(opened)).toBe(true);
    expect(block.hasAttribute('data-review-open')).toBe(true);
    // Nothing to read yet: focus goes to the new comment's field.
    expect(document.activeElement).toBe(within(opened).getByRole('textbox', { name: 'Leave a comment' }));
    expect(within(opened).getByText('No comments here yet.')).toBeTruthy();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Comments on the content item' })).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(block.hasAttribute('data-review-open')).toBe(false);
  });

  it('posts a comment on the page title, replies to it, resolves and reopens it', async () => {
    const { comments, question } = await renderReviewPage();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Comment about: Question title`) }));
    const opened = form('Comments on the question');
    expect(within(opened).getByText(`Question title “${question.title}”`)).toBeTruthy();
    // 'Post comment' waits for a text.
    const post = within(opened).getByRole('button', { name: 'Post comment' });
    expect(post.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(within(opened).getByRole('textbox', { name: 'Leave a comment' }), { target: { value: '  The title says "plants" twice.  ' } });
    await act(async () => fireEvent.click(post));
    expect(comments.calls).toContain('post The title says "plants" twice.');
    expect(within(opened).getByRole('status').textContent).toBe('The author has been notified of your comment.');
    const posted = within(opened).getByRole('article', { name: /Ann Lee/ });
    expect(within(posted).getByText('The title says "plants" twice.')).toBeTruthy();
    expect((within(opened).getByRole('textbox', { name: 'Leave a comment' }) as HTMLTextAreaElement).value).toBe('');

    fireEvent.click(within(posted).getByRole('button', { name: 'Reply' }));
    const replyField = within(posted).getByRole('textbox', { name: 'Add reply' });
    expect(document.activeElement).toBe(replyField);
    fireEvent.change(replyField, { target: { value: 'Fixed in the next version.' } });
    await act(async () => fireEvent.click(within(posted).getByRole('button', { name: 'Post reply' })));
    expect(comments.calls.at(-1)).toMatch(/^reply c\d+ Fixed in the next version\.$/);
    expect(within(posted).getByRole('listitem', { name: /Ann Lee/ }).textContent).toContain('Fixed in the next version.');

    await act(async () => fireEvent.click(within(posted).getByRole('button', { name: 'Resolve' })));
    expect(within(posted).getByText('Resolved')).toBeTruthy();
    await act(async () => fireEvent.click(within(posted).getByRole('button', { name: 'Reopen' })));
    expect(within(posted).queryByText('Resolved')).toBeNull();
    expect(comments.calls.slice(-2)).toEqual([expect.stringMatching(/^resolve c\d+$/), expect.stringMatching(/^unresolve c\d+$/)]);
  });

  it('brings the focused button back into view after posting: the new reply above pushed it down', async () => {
    const mine = thread({ text: 'Typo.', createdBy: ME, anchor: { type: 'block', blockId: 'b1' } });
    await renderReviewPage([mine]);
    fireEvent.click(blockControl());
    const article = within(form('Comments on the content item')).getByRole('article', { name: /Ann Lee/ });
    fireEvent.click(within(article).getByRole('button', { name: 'Reply' }));
    fireEvent.change(within(article).getByRole('textbox', { name: 'Add reply' }), { target: { value: 'Fixed.' } });
    const post = within(article).getByRole('button', { name: 'Post reply' });
    post.focus();
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      await act(async () => fireEvent.click(post));
      await waitFor(() => expect(scrolled).toEqual([post]));
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('deletes only after the confirmation question, and restores; a reply has its own question', async () => {
    const mine = thread({ text: 'Typo in the first line.', createdBy: ME, anchor: { type: 'block', blockId: 'b1' }, replies: [reply({ text: 'Mine too', createdBy: ME })] });
    const { comments } = await renderReviewPage([mine]);
    fireEvent.click(blockControl());
    const opened = form('Comments on the content item');
    const article = within(opened).getByRole('article', { name: /Ann Lee/ });
    const del = within(article).getByRole('button', { name: 'Delete comment' });

    fireEvent.click(del);
    let dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    // The package's own words (lang/en.json) before the player's.
    expect(within(dialog).getByText('The comment will be removed for everyone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(comments.calls).not.toContain(`delete ${mine.id}`);
    expect(document.activeElement).toBe(del);

    fireEvent.click(del);
    dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(comments.calls).toContain(`delete ${mine.id}`);
    expect(within(article).getByText('This comment was deleted.')).toBeTruthy();
    // The same button, now 'Restore', keeps focus.
    expect(del.textContent).toBe('Restore');
    expect(document.activeElement).toBe(del);
    await act(async () => fireEvent.click(del));
    expect(comments.calls).toContain(`restore ${mine.id}`);
    expect(within(article).queryByText('This comment was deleted.')).toBeNull();

    const replyItem = within(article).getByRole('listitem', { name: /Ann Lee/ });
    fireEvent.click(within(replyItem).getByRole('button', { name: 'Delete reply' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this reply?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(comments.calls).toContain(`delete reply ${mine.replies[0].id}`);
    expect(within(replyItem).getByText('This reply was deleted.')).toBeTruthy();
  });

  it('marks where comments stand with the count of open threads, without hover', async () => {
    const open = thread({ text: 'One', anchor: { type: 'block', blockId: 'b1' } });
    const resolved = thread({ text: 'Two', anchor: { type: 'block', blockId: 'b1' }, isResolved: true, resolvedBy: OTHER, resolvedSeenByMe: true });
    const { comments } = await renderReviewPage([open, resolved]);
    const button = blockControl();
    expect(button.classList.contains('has-comments')).toBe(true);
    expect(screen.getByRole('button', { name: /^Comment about: Content item/, description: 'Open comments: 1' })).toBe(button);
    expect(button.querySelector('.review-spot-count')!.textContent).toBe('1');
    await act(async () => comments.receive(thread({ text: 'Three', anchor: { type: 'block', blockId: 'b1' } }), 'Bo Chen commented.'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Comment about: Content item/, description: 'Open comments: 2' })).toBe(button));
    expect(screen.getByRole('button', { name: /^Comment about: Question title/ }).classList.contains('has-comments')).toBe(false);
  });

  it('shows a thread the course changed under as outdated, with the text it was written on', async () => {
    const old = thread({ text: 'Say how often.', placement: 'outdated', anchor: { type: 'block', blockId: 'b1', quote: 'Water the plants.' } });
    await renderReviewPage([old]);
    fireEvent.click(blockControl());
    const article = within(form('Comments on the content item')).getByRole('article');
    expect(within(article).getByText('Outdated: this part of the course changed after the comment was written.')).toBeTruthy();
    expect(article.querySelector('blockquote')!.textContent).toBe('Water the plants.');
  });

  it('renders every text as text: markup in a comment, a reply or a name stays inert', async () => {
    const hostile = '<img src=x onerror="window.__reviewXss=1"><b>bold</b>';
    const evil = thread({ text: hostile, createdBy: { ...OTHER, name: '<script>alert(1)</script>' }, anchor: { type: 'block', blockId: 'b1', quote: hostile }, placement: 'outdated', replies: [reply({ text: hostile })] });
    await renderReviewPage([evil]);
    fireEvent.click(blockControl());
    const opened = form('Comments on the content item');
    // The comment, its reply and the quote it was written on.
    expect(within(opened).getAllByText(hostile)).toHaveLength(3);
    expect(opened.querySelector('blockquote')!.textContent).toBe(hostile);
    expect(within(opened).getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(opened.querySelector('img, b, script')).toBeNull();
    expect((window as { __reviewXss?: number }).__reviewXss).toBeUndefined();
  });
});
