/** SPEC 9.3: right-to-left languages. */
export const RTL_LANGUAGES = ['ar', 'az', 'dv', 'he', 'ku', 'fa', 'ur'] as const;

export function isRtlLanguage(code: string): boolean {
  const base = code.toLowerCase().split(/[-_]/)[0];
  return (RTL_LANGUAGES as readonly string[]).includes(base);
}
