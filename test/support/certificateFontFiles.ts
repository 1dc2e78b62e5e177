import { pathToFileURL } from 'node:url';

/**
 * adapters/certificate/pdf/fonts/fileUrls.ts is webpack's map of the font files it emits
 * (import.meta.webpackContext), which Jest cannot build. In Node the same files are read where npm put
 * them: the URL of the package's file, which the tests' fetchBytes reads from disk. A file the
 * package does not have resolves to null, as the build's map would.
 */
export async function fontFileUrl(family: string, file: string): Promise<string | null> {
  try {
    return pathToFileURL(require.resolve(`@fontsource/${family}/files/${file}`)).href;
  } catch {
    return null;
  }
}
