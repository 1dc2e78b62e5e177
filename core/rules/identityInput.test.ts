import { identityProblems, isFullName, isValidEmail, passwordProblem, signUpProblems } from './identityInput';

describe('SPEC 5.2 e-mail', () => {
  it.each([
    'ada@example.org',
    'a@b.co',
    "o'brien+tag!#$%&*/=?^_`{|}~-x@mail.example.co.uk",
    'first.last@sub-domain.example.com',
    `${'a'.repeat(64)}@example.org`,
    `a@${'b'.repeat(63)}.org`,
    `ab@example.${'c'.repeat(63)}`,
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    ['shorter than 6 characters', 'a@b.c'],
    ['longer than 100 characters', `${'a'.repeat(60)}@${'b'.repeat(40)}.org`],
    ['no @', 'ada.example.org'],
    ['an empty local part', '@example.org'],
    ['a local part over 64', `${'a'.repeat(65)}@example.org`],
    ['a leading dot', '.ada@example.org'],
    ['two dots in a row', 'ada..l@example.org'],
    ['a trailing dot in the local part', 'ada.@example.org'],
    ['a space', 'ada l@example.org'],
    ['a character outside the list', 'ada(l)@example.org'],
    ['no dot in the domain', 'ada@localhost'],
    ['a label starting with a hyphen', 'ada@-example.org'],
    ['a label over 63', `a@${'b'.repeat(64)}.org`],
    ['a one-letter top-level domain', 'ada@example.o'],
    ['a top-level domain with digits', 'ada@example.o2'],
    ['a top-level domain over 63', `ab@x.${'c'.repeat(64)}`],
    ['an empty label', 'ada@example..org'],
    ['non-ASCII letters', 'adá@example.org'],
  ])('refuses %s', (_, email) => expect(isValidEmail(email)).toBe(false));
});

describe('SPEC 5.2 full name', () => {
  it.each(['Ada Lovelace', '  Ada   King Lovelace ', 'أدا لوفليس', 'A B'])('accepts %s', (name) => expect(isFullName(name)).toBe(true));
  it.each(['Ada', '  Ada  ', '', `Ada ${'L'.repeat(253)}`])('refuses %s', (name) => expect(isFullName(name)).toBe(false));
});

test('the label key each refusal shows', () => {
  expect(identityProblems('', 'x')).toEqual({ name: '[error name input]', email: '[error email input]' });
  expect(identityProblems('Ada', 'ada@example.org')).toEqual({ name: '[validation enter full name]', email: null });
  expect(identityProblems('Ada Lovelace', ' ada@example.org ')).toEqual({ name: null, email: null });
});

describe('SPEC 5.2 password', () => {
  it.each([
    ['', '[validation pass count char]'],
    ['abc123', '[validation pass count char]'],
    // 8 by default, as the learner service (NIST SP 800-63B): 7 is too short.
    ['abc1234', '[validation pass count char]'],
    ['abc12345', null],
    // Counted in characters: four emoji are four, not eight.
    ['😀😀😀😀', '[validation pass count char]'],
    ['😀😀😀😀😀😀😀😀', null],
    ['abc 1234', '[validation pass space]'],
    ['abcdefg\t', '[validation pass space]'],
    ['x'.repeat(257), '[validation pass count char]'],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('sign-up checks the name, login does not', () => {
    expect(signUpProblems({ email: 'ann@example.org', password: 'secret12' })).toEqual({ name: null, email: null, password: null });
    expect(signUpProblems({ name: 'Ann', email: 'ann@example', password: 'secret12' })).toEqual({ name: '[validation enter full name]', email: '[error email input]', password: null });
  });
});
