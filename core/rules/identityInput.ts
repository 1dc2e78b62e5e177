/*
 * SPEC 5.2 input rules for the learner's identity: the e-mail and the full name. The characters of
 * an address are SPEC's list; its '‘' is read as the backtick of RFC 5322 too (the list is RFC
 * 5322's atext, where the backtick belongs), and letters are ASCII letters.
 */
const LOCAL_CHARS = "A-Za-z0-9!#$%&'*+/=?^_`‘{|}~-";
const LOCAL = new RegExp(`^[${LOCAL_CHARS}]+(\\.[${LOCAL_CHARS}]+)*$`);
const LABEL = /^[A-Za-z0-9][A-Za-z0-9-]{0,62}$/;
const TLD = /^[A-Za-z]{2,63}$/;

/** SPEC 5.2: 6–100 characters; a dot-separated local part of 1–64; domain labels of up to 63, not starting with '-'; a TLD of 2–63 letters. */
export function isValidEmail(value: string): boolean {
  if (value.length < 6 || value.length > 100) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > 64 || !LOCAL.test(local) || labels.length < 2) return false;
  const tld = labels.pop() as string;
  return TLD.test(tld) && labels.every((l) => LABEL.test(l));
}

/** SPEC 5.2 change-name limit, used for the full name wherever it is typed. */
export const FULL_NAME_MAX_LENGTH = 256;

/** SPEC 5.2: a full name is at least two words (non-space, whitespace, non-space), at most 256 characters once trimmed. */
export function isFullName(value: string): boolean {
  const name = value.trim();
  return name.length <= FULL_NAME_MAX_LENGTH && /\S\s+\S/.test(name);
}

/** Why a typed identity is refused, as the label key the form shows (SPEC 5.2), or null when it is fine. */
export function identityProblems(name: string, email: string): { name: string | null; email: string | null } {
  return {
    name: name.trim() === '' ? '[error name input]' : isFullName(name) ? null : '[validation enter full name]',
    email: isValidEmail(email.trim()) ? null : '[error email input]',
  };
}

/** SPEC 5.2: an address is at most 100 characters. */
export const EMAIL_MAX_LENGTH = 100;
/**
 * SPEC 5.2's configured character count: 8, the learner service's default (NIST SP 800-63B). The
 * service may be configured higher and checks common and breached passwords too; its refusal is a
 * sign-up outcome (AuthOutcome), not this check.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** The learner service's bound (docs/service.md); SPEC leaves the upper bound "configured". */
export const PASSWORD_MAX_LENGTH = 256;

/** SPEC 5.2: why a password is refused, as its label key, or null. Whitespace is named first: it is the rule a learner cannot guess. */
export function passwordProblem(password: string): string | null {
  if (password === '') return '[validation pass count char]';
  if (/\s/.test(password)) return '[validation pass space]';
  // Characters as the learner and the service count them: code points, not UTF-16 units.
  const length = [...password].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH ? null : '[validation pass count char]';
}

/** The login and sign-up forms (SPEC 2.11, 5.2): each field's problem as a label key; name only on sign-up. */
export function signUpProblems(fields: { name?: string; email: string; password: string }): { name: string | null; email: string | null; password: string | null } {
  return {
    name: fields.name === undefined ? null : identityProblems(fields.name, fields.email).name,
    email: identityProblems('', fields.email).email,
    password: passwordProblem(fields.password),
  };
}
