/**
 * Where a language tile shows its locale's flag (SPEC 2.8, 9.3). The flag component itself
 * (`LanguageFlag`) is built apart (issue 24's flags); until it lands this slot renders nothing, so
 * the tile shows its label alone. Replace the body with `<LanguageFlag locale={locale} />`.
 */
export function LanguageFlagSlot(_props: { locale: string }): null {
  return null;
}
