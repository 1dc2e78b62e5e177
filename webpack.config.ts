import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Compiler, Configuration } from 'webpack';

/**
 * The player builds into dist/: index.html takes the place of the package's own index.html and the
 * player's assets live under dist/player/, so they never collide with a package's files.
 */
/** player/entries.json: each entry's initial files, for the pre-render to put the cover's into the page. */
function writeEntryFiles(compiler: Compiler) {
  compiler.hooks.thisCompilation.tap('EntryFiles', (compilation) => {
    compilation.hooks.processAssets.tap({ name: 'EntryFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
      const entries: Record<string, string[]> = {};
      for (const [name, entry] of compilation.entrypoints) entries[name] = entry.getFiles();
      compilation.emitAsset('player/entries.json', new compiler.webpack.sources.RawSource(JSON.stringify(entries)));
    });
  });
}

export default (_env: unknown, argv: { mode?: 'production' | 'development' }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    // main: the plain page (app/index.html). cover: a page whose cover is pre-rendered (issue 13,
    // scripts/prerender), which swaps main's files for cover's as player/entries.json lists them.
    entry: { main: './app/main.tsx', cover: './app/cover/coverMain.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: 'player/[name].[contenthash:8].js',
      // Lazy chunks by id in production: their names would otherwise sit in the first page's runtime map,
      // as does each one's hash; six hex digits tell a chunk's versions apart (one clash in 16 million).
      chunkFilename: production ? 'player/[id].[contenthash:6].js' : 'player/[name].[contenthash:8].js',
      publicPath: 'auto',
      // Files a stylesheet refers to (the learner's readable and dyslexia faces, app/a11yEffects/fonts).
      assetModuleFilename: 'player/assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: production ? false : 'eval-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@core': path.resolve(__dirname, 'core/index.ts'),
        // The certificate's font files (adapters/certificate/pdf/fonts/fileUrls*.ts): the @fontsource
        // packages' exports name single files only, so their files/ folders are reached by this name.
        'certificate-fonts': path.resolve(__dirname, 'node_modules/@fontsource'),
        // tsyringe's package names its ES5 build as `module` and its ES2015 build as `es2015`; every
        // browser we support runs ES2015, whose build is smaller and needs fewer tslib helpers
        // (bench: first-page JS).
        tsyringe$: path.resolve(__dirname, 'node_modules/tsyringe/dist/esm2015/index.js'),
        // react-router 7's package exports name only its development build (dev-only warnings and
        // checks); it ships the production build beside it for bundlers to pick, as we do here.
        ...(production
          ? {
              'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json', compilerOptions: { noEmit: false } } },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // The language tiles' flags (app/language/flagAssets.ts): one file each, fetched when a tile shows it.
        { test: /[\\/]flag-icons[\\/]flags[\\/].+\.svg$/, type: 'asset/resource', generator: { filename: 'player/flags/[name].[contenthash:8][ext]' } },
        // Hyphenopoly's pattern files (app/language/hyphenationPatterns.ts): fetched only for a course whose
        // language the browser cannot hyphenate itself. The library's own `new URL('./patterns/', import.meta.url)`
        // is left alone (its loader is ours), so webpack does not try to bundle the folder.
        { test: /[\\/]hyphenopoly[\\/]patterns[\\/].+\.wasm$/, type: 'asset/resource', generator: { filename: 'player/hyphenation/[name].[contenthash:8][ext]' } },
        { test: /[\\/]hyphenopoly[\\/]hyphenopoly\.module\.js$/, parser: { url: false } },
        // fontkit's WOFF2 reader (brotli and its 120 KB dictionary) is left out of the certificate's chunk: the
        // maker reads no WOFF2 (fontkit's glyphs come out empty from them; docs/certificates.md).
        { test: /[\\/]node_modules[\\/]fontkit[\\/]/, resolve: { alias: { 'brotli/decompress.js': false } } },
        // The certificate's fonts: one file each, fetched only when a certificate needs its characters.
        { test: /[\\/]@fontsource[\\/](noto-sans|noto-sans-(jp|sc|tc|kr|hebrew|thai|devanagari|thaana)|vazirmatn)[\\/]files[\\/][^\\/]+\.woff$/, type: 'asset/resource', generator: { filename: 'player/certificate-fonts/[name].[contenthash:8][ext]' } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './app/index.html',
        filename: 'index.html',
        inject: 'body',
        chunks: ['main'],
        // The player's own icon, inlined: a page without one makes the browser ask for /favicon.ico (a 404
        // in most packages), and inlined it needs no request and travels with index.html into every zip.
        templateParameters: { playerIcon: `data:image/svg+xml,${encodeURIComponent(readFileSync(path.resolve(__dirname, 'app/favicon.svg'), 'utf8').trim())}` },
      }),
      { apply: writeEntryFiles },
      new MiniCssExtractPlugin({ filename: 'player/[name].[contenthash:8].css', chunkFilename: production ? 'player/[id].[contenthash:6].css' : 'player/[name].[contenthash:8].css' }),
    ],
    performance: { hints: false },
    optimization: {
      splitChunks: { chunks: 'async' },
      // Short numeric chunk ids and one-letter export names: the runtime carries a filename per lazy
      // chunk (the 25 label tables, flags, hyphenation and every plugin view among them), and the
      // concatenated first page names its exports; together 0.7 KiB gzip off the first page (issue 24).
      chunkIds: 'size',
      mangleExports: 'size',
      // The code is ES2022 (tsconfig) and so are the browsers it targets: terser may write ES2020 too,
      // and a third pass finds a little more; together 0.5 KiB gzip off the first page.
      minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3, ecma: 2020 }, format: { ecma: 2020 } } },
    },
  };
};
