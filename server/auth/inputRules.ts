/**
 * SPEC 5.2 input rules, checked again by the service: the player's form is a convenience, the
 * service is what keeps bad accounts out.
 */

const LOCAL_ATOM = /^[\p{L}\p{N}.!#$%&'*+/=?^_‘{|}~-]+$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}][\p{L}\p{N}-]{0,62}$/u;
const TOP_LEVEL = /^\p{L}{2,63}$/u;

/** E-mail: 6–100 characters; local part 1–64, dot-separated; domain labels up to 63, no leading hyphen; TLD 2–63 letters. */
export function isValidEmail(email: string): boolean {
  if (email.length < 6 || email.length > 100) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > 64 || !LOCAL_ATOM.test(local) || local.split('.').some((part) => part === '')) return false;
  const tld = labels.pop() ?? '';
  return labels.length > 0 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL.test(tld);
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Full name: at least two words. */
export const isValidFullName = (name: string): boolean => /\S\s+\S/u.test(name.trim());

export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 256;
