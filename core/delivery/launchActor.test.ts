import { learnerOfActor, readLaunchActor } from './launchActor';

const json = (v: unknown) => JSON.stringify(v);
const both = { name: 'Ada', mbox: 'ada@example.com', account: { homePage: 'https://lms.example.com', name: 'ada' } };

describe('the actor of an LMS launch (SPEC 3.6)', () => {
  it('reads Tin Can 0.95 arrays: name[], mbox[], account[0] with accountServiceHomePage and accountName', () => {
    expect(readLaunchActor(json({ name: ['Ada'], mbox: ['mailto:ada@example.com'] }), 'mbox')).toEqual({ objectType: 'Agent', name: 'Ada', mbox: 'mailto:ada@example.com' });
    expect(readLaunchActor(json({ name: ['Ada'], account: [{ accountServiceHomePage: 'https://lms.example.com', accountName: '1234' }] }), 'account')).toEqual({
      objectType: 'Agent',
      name: 'Ada',
      account: { homePage: 'https://lms.example.com', name: '1234' },
    });
  });

  it('keeps one identifier: the mbox for a Tin Can launch, the account for cmi5 (8.1.3), the other when only it is there', () => {
    expect(readLaunchActor(json(both), 'mbox')).toEqual({ objectType: 'Agent', name: 'Ada', mbox: 'mailto:ada@example.com' });
    expect(readLaunchActor(json(both), 'account')).toEqual({ objectType: 'Agent', name: 'Ada', account: { homePage: 'https://lms.example.com', name: 'ada' } });
    expect(readLaunchActor(json({ account: both.account }), 'mbox')).toEqual({ objectType: 'Agent', account: both.account });
    expect(readLaunchActor(json({ mbox: 'mailto:ada@example.com' }), 'account')).toEqual({ objectType: 'Agent', mbox: 'mailto:ada@example.com' });
  });

  it('keeps the values as the LMS gave them (the LRS keys state by them), adding only mailto: to a bare address', () => {
    expect(readLaunchActor(json({ mbox: 'MAILTO:Ada@Example.com' }), 'mbox')).toEqual({ objectType: 'Agent', mbox: 'MAILTO:Ada@Example.com' });
    expect(readLaunchActor(json({ account: { homePage: 'https://LMS.example.com', name: 'Ada' } }), 'account').account).toEqual({ homePage: 'https://LMS.example.com', name: 'Ada' });
  });

  it('refuses, saying whose launch, an actor that is not a JSON object or has no identifier', () => {
    expect(() => readLaunchActor('{', 'mbox')).toThrow('the launch actor is not JSON');
    expect(() => readLaunchActor('[1]', 'mbox', 'the cmi5')).toThrow('the cmi5 actor is not an object');
    expect(() => readLaunchActor(json({ name: 'Ada', account: { name: 'ada' } }), 'account', 'the cmi5')).toThrow(/^the cmi5 actor has neither an mbox nor an account/);
  });

  it('makes the learner: the id is the identifier, the e-mail the part that matches x@y, lower-cased', () => {
    expect(learnerOfActor(readLaunchActor(json({ name: 'Ada', mbox: 'mailto:Ada@Example.com' }), 'mbox'))).toEqual({ id: 'mailto:Ada@Example.com', name: 'Ada', email: 'ada@example.com' });
    expect(learnerOfActor(readLaunchActor(json({ account: { homePage: 'https://lms.example.com', name: 'ada@example.com' } }), 'account'))).toEqual({ id: 'ada@example.com', email: 'ada@example.com' });
  });

  it('uses the name as the e-mail when the account name is all digits', () => {
    expect(learnerOfActor(readLaunchActor(json({ name: 'ada@example.com', account: { homePage: 'https://lms.example.com', name: '001234' } }), 'account'))).toEqual({
      id: '001234',
      name: 'ada@example.com',
      email: 'ada@example.com',
    });
    expect(learnerOfActor(readLaunchActor(json({ name: 'Ada', account: { homePage: 'https://lms.example.com', name: 'ada-l' } }), 'account'))).toEqual({ id: 'ada-l', name: 'Ada' });
  });
});
