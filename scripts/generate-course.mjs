#!/usr/bin/env node
// Writes a complete, valid published course package of any size, for load and performance tests.
//
//   import { generateCourse } from './scripts/generate-course.mjs';
//   const { courseId, title, questionCount } = await generateCourse(dir, { sections: 100, questionsPerSection: 20 });
//
//   node scripts/generate-course.mjs <outDir> [sections] [questionsPerSection]
//
// Deterministic: the same arguments always give byte-identical output (seeded PRNG, hash-based ids,
// fixed dates). Only node:* modules. The package is English-only; lang/en.json is copied from the
// showcase fixture. `.js` files are plain JSON, as in real packages.

import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SHOWCASE_LABELS = path.join(HERE, '..', 'test', 'fixtures', 'courses', 'showcase', 'lang', 'en.json');

/* ------------------------------------------------------------------ deterministic helpers */

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function idFactory(seed) {
  let n = 0;
  const hex = () => createHash('md5').update(`${seed}:${n++}`).digest('hex');
  const guid = () => {
    const h = hex();
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  return { hex, guid };
}

/* ------------------------------------------------------------------ text material */

const TOPICS = [
  'Planning the work', 'Checking the tools', 'Working safely', 'Talking to customers', 'Keeping records',
  'Solving problems', 'Sharing feedback', 'Managing time', 'Looking after data', 'Learning from mistakes',
  'Working as a team', 'Handling change', 'Measuring quality', 'Saving energy', 'Writing clearly',
];
const SUBJECTS = ['A short checklist', 'A quick review', 'A clear plan', 'A second opinion', 'A written note', 'A calm pause', 'A simple test', 'A shared goal'];
const VERBS = ['prevents', 'reveals', 'reduces', 'clarifies', 'speeds up', 'supports', 'improves', 'simplifies'];
const OBJECTS = ['most common errors', 'hidden risks', 'later rework', 'the next step', 'handovers between shifts', 'decisions under pressure', 'the quality of results', 'conversations with clients'];
const OPTIONS = [
  'Write it down before you start', 'Ask a colleague to double-check', 'Skip the step when you are busy',
  'Wait until someone complains', 'Compare the result with the standard', 'Guess and hope for the best',
  'Test a small sample first', 'Leave it for the next shift', 'Follow the agreed procedure',
  'Change several things at once', 'Record what you changed and why', 'Ignore small warning signs',
];

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const sentence = (rand) => `${pick(rand, SUBJECTS)} ${pick(rand, VERBS)} ${pick(rand, OBJECTS)}.`;
const paragraph = (rand, n) => Array.from({ length: n }, () => sentence(rand)).join(' ');
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fragment = (type, inner) => `<div class="eg-content-editor" data-type="${type}">\n${inner}\n</div>\n`;

const SECTION_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" aria-labelledby="t">
  <title id="t">Abstract shapes: a sun over rolling hills</title>
  <rect width="800" height="500" fill="#E8F0F7"/>
  <circle cx="600" cy="150" r="80" fill="#F2B544"/>
  <path d="M0 380 C 160 300 300 360 420 320 C 560 270 680 330 800 300 L800 500 L0 500 Z" fill="#7FB8A4"/>
  <path d="M0 430 C 200 390 380 440 560 410 C 660 395 740 420 800 410 L800 500 L0 500 Z" fill="#3E8A72"/>
</svg>
`;

/* ------------------------------------------------------------------ settings */

function defaultTemplateSettings() {
  return {
    saveProgressCrossDevice: { enabled: false },
    loginViaSocialMedia: { enabled: false },
    conductLearnerSatisfactionSurvey: { enabled: false },
    allowUsersToDownloadCertificates: { enabled: false },
    resultsTracking: { enabled: false },
    allowUserToSkipTrackingAndTracing: { enabled: false },
    allowScoringOfContentPages: { enabled: false },
    showContentPages: { enabled: true },
    forceNavigation: { enabled: false },
    showLearningHints: { enabled: true },
    showCorrectAnswers: { enabled: false },
    sendXAPIStatementsForContentPages: { enabled: false },
    xApi: {
      selectedLrs: 'default',
      lrs: { uri: '', credentials: { username: '', password: '' }, authenticationRequired: false },
      allowedVerbs: ['started', 'stopped', 'experienced', 'mastered', 'answered', 'passed', 'failed', 'progressed', 'evaluated'],
      lmsAllowedVerbs: ['started', 'stopped', 'experienced', 'mastered', 'answered', 'passed', 'failed', 'progressed'],
    },
    masteryScore: { score: 100, isOverall: true },
    submitAnswers: { selected: 'afterEveryQuestion' },
    numberOfAttempts: { isLimited: false, attemptsLimit: 0 },
    answersFromPreviousAttempt: { selected: 'show' },
    answerOptionsOrder: { selected: 'setByAuthor' },
    questionPool: { enabled: false, size: 0, subset: { type: 'sameOnEveryAttempt', randomizeQuestionOrder: false } },
    timer: { enabled: false, time: { hours: 0, minutes: 30, seconds: 0 } },
    courseNavigationMenu: { selected: 'expandByDefault' },
    layout: { selected: 'multiplePage', courseNavigationSettings: { selected: 'clickNext' } },
    layoutMode: 'default',
    lxp: { id: null, lrsEnabled: false, xApiVerbs: [] },
    courseDiscussion: { enabled: false },
    allowAnonymousDiscussion: { enabled: false },
  };
}

function branding() {
  return {
    logo: { url: '', allowToShowLogo: false },
    alternativeLogo: { url: '' },
    colors: [
      { key: 'main-color', value: '#2D5F8B' },
      { key: 'cta-button-color', value: '#2D5F8B' },
      { key: 'content-body-color', value: '#FFFFFF' },
      { key: 'correct-color', value: '#27713A' },
      { key: 'incorrect-color', value: '#B3261E' },
      { key: 'text-color', value: '#2B2F36' },
      { key: 'button-text-color', value: '#FFFFFF' },
      { key: 'cover-bg-overlay-text-color', value: '#FFFFFF' },
    ],
    background: {
      header: { image: { url: '', option: 'fullscreen' }, color: '#1C3049', brightness: 0, coverOverlay: { enabled: false, color: '#1C3049', opacity: 0.6 } },
      body: { enabled: true, color: '#F5F7FA', texture: null, brightness: 0 },
    },
  };
}

function fonts() {
  const f = 'Arial, sans-serif';
  return [
    { key: 'main-font', fontFamily: f, place: null },
    { key: 'secondary-font', fontFamily: f, place: null },
    { key: 'Heading1', fontFamily: f, size: 36, color: '#1C3049', fontWeight: 700 },
    { key: 'Heading2', fontFamily: f, size: 28, color: '#1C3049', fontWeight: 700 },
    { key: 'Heading3', fontFamily: f, size: 22, color: '#1C3049', fontWeight: 700 },
    { key: 'Heading4', fontFamily: f, size: 18, color: '#1C3049', fontWeight: 700 },
    { key: 'Normal', fontFamily: f, size: 18, color: '#2B2F36', fontWeight: 400 },
  ];
}

/* ------------------------------------------------------------------ generator */

export async function generateCourse(outDir, { sections = 100, questionsPerSection = 20, title = 'Generated course' } = {}) {
  sections = Math.max(1, Math.floor(Number(sections)));
  questionsPerSection = Math.max(1, Math.floor(Number(questionsPerSection)));
  const seedText = `${title}|${sections}|${questionsPerSection}`;
  const rand = mulberry32(fnv1a(seedText));
  const ids = idFactory(seedText);
  const createdOn = '2025-02-01T10:00:00.000Z';

  const files = []; // [relative path, contents]
  let blockCount = 0;
  const block = (type, inner, children = []) => {
    const id = blockCount++ % 5 === 4 ? ids.guid() : ids.hex();
    files.push([`content/${id}.html`, fragment(type, inner)]);
    return { id, children };
  };
  const text = (inner) => block('textEditorOneColumn', inner);

  const questionIds = [];
  const dataSections = [];
  for (let s = 0; s < sections; s++) {
    const topic = TOPICS[s % TOPICS.length];
    const section = {
      id: ids.hex(),
      title: `${s + 1}. ${topic}`,
      imageUrl: 'media/section.svg',
      learningObjective: s % 4 === 3 ? null : `Apply the basics of ${topic.toLowerCase()} in your daily work.`,
      isTransparent: false,
      questions: [],
    };
    for (let q = 0; q < questionsPerSection; q++) {
      const r = rand();
      const type = q === 0 || r < 0.15 ? 'informationContent' : r < 0.6 ? 'singleSelectText' : 'multipleSelect';
      const id = ids.hex();
      questionIds.push(id);
      const number = `${s + 1}.${q + 1}`;
      if (type === 'informationContent') {
        const body = [text(`<h2>${escapeHtml(topic)}: part ${q + 1}</h2>\n<p>${paragraph(rand, 3)}</p>\n<p>${paragraph(rand, 2)}</p>`)];
        if (rand() < 0.5) {
          body.push(block('textEditorOneColumn',
            `<h3>Key points</h3>\n<ul>\n<li>${sentence(rand)}</li>\n<li>${sentence(rand)}</li>\n<li>${sentence(rand)}</li>\n</ul>`,
            rand() < 0.3 ? [text(`<p>${paragraph(rand, 1)}</p>`)] : []));
        }
        section.questions.push({
          id, title: `Page ${number}: ${topic}`, type, voiceOver: null,
          learningContents: body,
          questionInstructions: [], questionCorrectFeedbacks: [], questionIncorrectFeedbacks: [],
          hasCorrectFeedback: false, hasIncorrectFeedback: false, isGeneralFeedback: false,
        });
        continue;
      }
      const single = type === 'singleSelectText';
      const count = single ? 3 + Math.floor(rand() * 2) : 4 + Math.floor(rand() * 2);
      const start = Math.floor(rand() * OPTIONS.length);
      const correctIndexes = new Set();
      correctIndexes.add(Math.floor(rand() * count));
      if (!single) while (correctIndexes.size < 2) correctIndexes.add(Math.floor(rand() * count));
      const answers = Array.from({ length: count }, (_, i) => ({
        id: ids.hex(),
        text: OPTIONS[(start + i) % OPTIONS.length],
        isCorrect: correctIndexes.has(i),
        explanationBlocks: rand() < 0.2 ? [text(`<p>${sentence(rand)}</p>`)] : [],
      }));
      section.questions.push({
        id,
        title: `Question ${number}: what helps most with ${topic.toLowerCase()}?`,
        type,
        isSurvey: false,
        voiceOver: null,
        learningContents: [text(`<p>Hint: ${sentence(rand)}</p>`)],
        questionInstructions: [text(single ? '<p>Choose one answer.</p>' : '<p>Select all answers that apply.</p>')],
        questionCorrectFeedbacks: [text(`<p>Correct. ${sentence(rand)}</p>`)],
        questionIncorrectFeedbacks: [text(`<p>Not quite. ${sentence(rand)}</p>`)],
        hasCorrectFeedback: true,
        hasIncorrectFeedback: true,
        isGeneralFeedback: false,
        answers,
      });
    }
    dataSections.push(section);
  }

  const data = {
    id: ids.hex(),
    title,
    createdBy: 'generator@example.com',
    createdOn,
    version: '1',
    materialType: 'Course',
    isMicrolearning: false,
    hasIntroductionContent: true,
    introductions: [text(`<h2>Welcome</h2>\n<p>This course was generated for testing. It has ${sections} sections and ${questionIds.length} pages.</p>`)],
    passedAfterwords: [text('<h2>Well done</h2>\n<p>You passed the generated course.</p>')],
    failedAfterwords: [text('<h2>Not this time</h2>\n<p>Review the sections and try again.</p>')],
    sections: dataSections,
    authorShortBio: null,
    authorContactEmail: null,
    authorPersonalPhone: null,
    authorAvatarUrl: null,
  };

  const questionShortIds = {};
  questionIds.forEach((qid, i) => { questionShortIds[qid] = i; });
  questionShortIds.next_available_index = questionIds.length;

  const json = (v) => JSON.stringify(v) + '\n';
  files.push(
    ['content/data.js', json(data)],
    ['manifest.json', json({
      name: 'Course player template',
      shortDescription: 'Generated package for tests.',
      thumbnail: '',
      previewImages: [],
      settingsUrls: { design: null, configure: null },
      supports: ['scorm12', 'scorm2004', 'xapi'],
      presets: [{ title: 'Default', settings: { branding: branding(), fonts: fonts() } }],
      defaultTemplateSettings: defaultTemplateSettings(),
      defaultLanguageSettings: [{ language: 'en', locale: 'en-US', isDefault: true, isSelected: true, interfaceLabelSettings: { selected: 'en' } }],
      configuration: { languages: { locales: [{ code: 'en-US', name: 'English' }] } },
    })],
    ['settings.js', json({ masteryScore: { score: 80, isOverall: true } })],
    ['publishSettings.js', json({
      publishMode: 'Publish',
      modules: [],
      accessLimitation: { enabled: false, allowedUsers: [] },
      customFontPlace: null,
      wrapperMode: false,
      materialType: 'Course',
      questionShortIds,
      authServiceUrl: '', learnServiceUrl: '', mediaServiceUrl: '', roleplayServiceUrl: '',
      defaultLRSUrl: '', defaultNpsUrl: '', lxpServiceUrl: '', authoringToolUrl: '', brandingPageUrl: '',
      analyticsWriteKey: '', isPoweredByEgIconEnabled: false,
    })],
    ['themeSettings.js', json({ branding: branding(), fonts: fonts(), basePreset: { name: 'Default' } })],
    ['languageSettings.json', json([{
      language: 'en', locale: 'en-US', label: 'English', isDefault: true,
      interfaceLabelSettings: { selected: 'en', customSelected: null, customTranslations: {}, isCompanyCustomRtl: false },
    }])],
    ['media/section.svg', SECTION_SVG],
  );

  // Synchronous writes: for thousands of small files they are several times faster than fs/promises here.
  for (const d of ['content', 'lang', 'media']) mkdirSync(path.join(outDir, d), { recursive: true });
  for (const [rel, contents] of files) writeFileSync(path.join(outDir, rel), contents);
  copyFileSync(SHOWCASE_LABELS, path.join(outDir, 'lang', 'en.json'));

  return { courseId: data.id, title, questionCount: questionIds.length };
}

/* ------------------------------------------------------------------ CLI */

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [outDir, sections, questionsPerSection] = process.argv.slice(2);
  if (!outDir) {
    console.error('usage: node scripts/generate-course.mjs <outDir> [sections] [questionsPerSection]');
    process.exit(2);
  }
  const started = Date.now();
  const result = await generateCourse(path.resolve(outDir), {
    ...(sections ? { sections: Number(sections) } : {}),
    ...(questionsPerSection ? { questionsPerSection: Number(questionsPerSection) } : {}),
  });
  console.log(JSON.stringify({ ...result, outDir: path.resolve(outDir), ms: Date.now() - started }));
}
