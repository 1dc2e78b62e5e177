// Kept apart from model.ts: the registration (on the first page) needs these names, not the parsing code.

/** The services model.ts knows, by key; each claims the data-type `<key>Block`. */
export const EMBED_SERVICE_KEYS = [
  'canva', 'googleDocs', 'googleSheets', 'googleSlides', 'googleForms', 'microsoftOffice', 'microsoftForms', 'typeform',
  'surveyMonkey', 'youtube', 'vimeo', 'wistia', 'loom', 'prezi', 'pitch', 'genially', 'h5p',
] as const;

/** The aliases this plugin claims besides 'embedBlock'. */
export const EMBED_ALIASES: string[] = EMBED_SERVICE_KEYS.map((k) => `${k}Block`);
