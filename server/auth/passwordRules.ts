import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Common and breached passwords, as NIST SP 800-63B §3.1.1.2 asks a verifier to refuse: zxcvbn's
 * list of the ~49,000 passwords seen most often in breach corpora (@zxcvbn-ts/language-common, MIT),
 * kept lower-cased so 'Password123' is refused with 'password123'. Loaded once, at start, in the
 * service only: the player checks length and whitespace and leaves this list to the service.
 */
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export type PasswordProblem = 'invalidPassword' | 'commonPassword';

/**
 * SPEC 5.2 keeps its rules (no whitespace, at least `minLength` characters: 'invalidPassword'); a
 * password on the list is 'commonPassword'. No composition rules (NIST SP 800-63B §3.1.1.2).
 * Characters are code points, as a learner counts them, not UTF-16 units.
 */
export function passwordProblem(password: string, minLength: number): PasswordProblem | null {
  if (/\s/u.test(password) || [...password].length < minLength) return 'invalidPassword';
  return COMMON.has(password.toLowerCase()) ? 'commonPassword' : null;
}
