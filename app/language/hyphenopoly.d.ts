/**
 * The part of Hyphenopoly's module (hyphenopoly.module.js, which ships no types) that
 * app/language/hyphenation.ts uses.
 */
declare module 'hyphenopoly' {
  interface HyphenopolyConfig {
    /** The languages to load, by pattern name ('de', 'nl', ...). */
    require: string[];
    /** Reads a pattern file: `file` is '<language>.wasm'. */
    loader: (file: string, patternDir: URL) => Promise<ArrayBuffer | Uint8Array>;
    hyphen?: string;
    minWordLength?: number;
  }
  const hyphenopoly: {
    /**
     * A function that returns the text with soft hyphens: for one required language (5.x) its promise,
     * for several a promise per language.
     */
    config(config: HyphenopolyConfig): Promise<(text: string) => string> | Map<string, Promise<(text: string) => string>>;
  };
  export default hyphenopoly;
}
