import { createTestPlayer } from '../../test/support/createTestPlayer';
import { MemoryStore } from '../../test/support/memoryStore';

/** Issue 26: the certificate's two facts go through the one save path and come back on the next launch. */
describe('the certificate in the saved record (issue 26)', () => {
  it('writes the typed name as user.name and isCertificateDownloaded through the store, and restores both', async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage });
    session.actions.nameForCertificate('Ada Lovelace');
    session.actions.certificateDownloaded();
    await session.saving.flush();
    expect(storage.saved).toEqual(expect.objectContaining({ certificateDownloaded: true, user: { email: null, name: 'Ada Lovelace' } }));

    const again = await createTestPlayer({ storage });
    expect(again.session.course.isCertificateDownloaded).toBe(true);
    expect(again.session.course.certificateName).toBe('Ada Lovelace');
  });

  it("keeps the delivery's own name in user.name: a typed name only fills a gap", async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage, learner: { id: 'lms-7', name: 'Grace Hopper' } });
    session.actions.nameForCertificate('Someone Else');
    await session.saving.flush();
    expect((storage.saved as { user: unknown }).user).toEqual({ email: null, name: 'Grace Hopper' });
  });

  it('writes no user for an unnamed learner who typed nothing, as before certificates', async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage });
    session.actions.certificateDownloaded();
    await session.saving.flush();
    expect((storage.saved as { user: unknown }).user).toBeNull();
  });
});
