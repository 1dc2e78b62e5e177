/**
 * Sample certificates to look at (issue 26): writes PDFs in several scripts and layouts and renders each
 * to PNG with poppler's pdftoppm at 60 dpi.
 *
 *   node scripts/certificateSamples.mjs [folder]     (default .screenshots/certificates)
 *
 * The maker is bundled for Node with esbuild (tsx's own): its font map (fonts/fileUrls.ts) is webpack's
 * import.meta.webpackContext, so the Node map the tests use (test/support/certificateFontFiles.ts) takes
 * its place, and the fonts are read from the installed @fontsource packages.
 */
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(process.argv[2] ?? path.join(root, '.screenshots/certificates'));
mkdirSync(out, { recursive: true });

const entry = path.join(out, '.maker.cjs');
await build({
  stdin: {
    contents: "export * from './test/support/certificatePdfs'; export { makeCertificatePdf } from './adapters/certificate/pdf/index';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  packages: 'external',
  outfile: entry,
  logLevel: 'error',
  // The kit finds the repository from its own folder.
  define: { __dirname: JSON.stringify(path.join(root, 'test/support')) },
  plugins: [
    {
      name: 'node-font-files',
      setup(b) {
        b.onResolve({ filter: /^\.\/fileUrls$/ }, () => ({ path: path.join(root, 'test/support/certificateFontFiles.ts') }));
        b.onResolve({ filter: /^@core$/ }, () => ({ path: path.join(root, 'core/index.ts') }));
      },
    },
  ],
});
const require = createRequire(import.meta.url);
const { makeCertificatePdf, certificate, fetchBytes, LOGO_URL } = require(entry);

const look = (more = {}) => ({ ...certificate('en', '', '').look, ...more });
const samples = [
  ['en', certificate('en', 'Jane O\u2019Connor', 'Introduction to Occupational Safety', { look: look({ logoUrl: LOGO_URL }) })],
  ['en-US-letter-no-service', certificate('en-US', 'Jane Doe', 'Forklift Safety', { verification: null, score: null })],
  ['en-long-title', certificate('en', 'Maximilian Alexander von Hohenberg-Wittelsbach', 'Advanced Workplace Health and Safety Management for Supervisors, Team Leaders and Managers in Manufacturing, Logistics and Construction Environments', { look: look({ primary: '#7b1fa2' }) })],
  ['ar', certificate('ar', 'محمد عبد الله الأحمد', 'مقدمة في السلامة المهنية', { look: look({ logoUrl: LOGO_URL, primary: '#00695c' }) })],
  ['ar-mixed', certificate('ar', 'فاطمة الزهراء', 'نظام إدارة الجودة ISO 9001 للمبتدئين (المستوى الأول)', { score: 92 })],
  ['he', certificate('he', 'דוד כהן', 'מבוא לבטיחות בעבודה')],
  ['fa', certificate('fa', 'زهرا احمدی', 'مبانی ایمنی در محیط کار')],
  ['ur', certificate('ur', 'عائشہ خان', 'کام کی جگہ پر حفاظت')],
  ['ja', certificate('ja', '山田 太郎', '情報セキュリティ入門', { look: look({ logoUrl: LOGO_URL, primary: '#c62828' }) })],
  ['zh', certificate('zh-CN', '王小明', '信息安全基础')],
  ['ko', certificate('ko', '김민준', '정보 보안 입문')],
  ['ru', certificate('ru', 'Иван Петров', 'Основы охраны труда')],
  ['es-long-name', certificate('es', 'Maria Fernanda de los Ángeles Guadalupe Rodríguez-Hernández y Castillo-Villanueva de la Santísima Trinidad', 'Seguridad en el trabajo')],
  ['thai-hindi-names', certificate('en', 'สมชาย ใจดี', 'कार्यस्थल सुरक्षा का परिचय')],
  ['dv', certificate('dv', 'އަޙްމަދު ޢަލީ', 'ސަލާމަތީ ތަޢާރަފް')],
  ['dark-theme', certificate('de', 'Jürgen Weiß', 'Grundlagen der Arbeitssicherheit', { look: look({ background: '#111827', text: '#f9fafb', primary: '#facc15' }) })],
  ['light-theme-text', certificate('fr', 'Élodie Lefèvre', 'Sécurité au travail : les bases', { look: look({ text: '#dddddd', primary: '#ffd54f' }) })],
];
for (const [name, data] of samples) {
  const file = path.join(out, `${name}.pdf`);
  writeFileSync(file, await makeCertificatePdf(data, { fetchBytes }));
  const result = spawnSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, path.join(out, name)], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`pdftoppm failed for ${name} (apt-get install -y poppler-utils)`);
  console.log(`${path.relative(root, file)} (${readFileSync(file).length} bytes) and .png`);
}
rmSync(entry);
