import type { CertificateColours } from '@core';
import { drawLine, fitLines, fitSize, oneLine, prepare, type Page } from './draw';
import { drawFooter, prepareFooter } from './footer';
import { drawFrame, drawRule, INNER } from './frame';
import type { LogoImage } from './logo';
import type { CertificateTexts } from './texts';
import { documentRoot, tag } from './tagging';

/*
 * The page, top to bottom and centred: the logo, the heading (H1) with a short rule under it, "This
 * certifies that", the learner's name large over a fine line, "has successfully completed", the course
 * title (up to three lines, shrunk to fit), and the footer row (footer.ts). Sizes are in points on a
 * landscape A4 or Letter page; the blocks move up when there is no logo.
 */
export async function drawCertificate(page: Page, texts: CertificateTexts, colours: CertificateColours, logo: LogoImage | null, width: number, height: number): Promise<void> {
  // Every paragraph is prepared (fonts loaded and checked) before anything is drawn: drawing is synchronous.
  const heading = await prepare(page, texts.heading, 700);
  const awardedTo = await prepare(page, texts.awardedTo, 400);
  const name = await prepare(page, texts.name, 700);
  const hasCompleted = await prepare(page, texts.hasCompleted, 400);
  const title = await prepare(page, texts.title, 700);
  const footer = await prepareFooter(page, texts);

  const { doc } = page;
  const centre = width / 2;
  const content = width - 2 * (INNER + 52);
  drawFrame(doc, width, height, colours);
  const root = documentRoot(doc);

  // The block's heights first (the title's lines decide them), then the block is centred between the
  // frame's top and the footer, so a short title does not leave a hole above the footer.
  const logoBox = logo ? { w: logo.width * Math.min(200 / logo.width, 54 / logo.height), h: logo.height * Math.min(200 / logo.width, 54 / logo.height) } : null;
  const headingLine = oneLine(heading);
  const headingSize = fitSize(headingLine, content, 30, 16);
  const awardedLine = oneLine(awardedTo);
  // The name on one line down to 22 pt; a longer one takes two lines rather than shrink further.
  const nameLine = oneLine(name);
  const named = nameLine.advance * 22 <= content ? { lines: [nameLine], size: fitSize(nameLine, content, 38, 22) } : fitLines(page, name, content, 2, 22, 14);
  const nameSize = named.size;
  const nameWidth = Math.max(...named.lines.map((line) => line.advance * nameSize));
  const nameExtra = (named.lines.length - 1) * nameSize * 1.2;
  const completedLine = oneLine(hasCompleted);
  const { lines, size } = fitLines(page, title, content * 0.9, 3, 24, 13);
  const lineHeight = size * 1.3;
  const at = { heading: logoBox ? logoBox.h + 44 : headingSize };
  const awardedY = at.heading + 58;
  const nameY = awardedY + 54;
  const completedY = nameY + nameExtra + 44;
  const titleY = completedY + 18 + size;
  const blockHeight = titleY + (lines.length - 1) * lineHeight + size * 0.35;
  const top = INNER + 26;
  const footerTop = height - INNER - 100;
  const y0 = top + Math.max(0, (footerTop - 12 - top - blockHeight) / 2);

  if (logo && logoBox) {
    // The package's logo: its alt text is the course's own words for it, which the data does not carry.
    tag(doc, root, 'Figure', { alt: 'Logo' }, () => {
      doc.image(logo.bytes as unknown as Buffer, centre - logoBox.w / 2, y0, { width: logoBox.w, height: logoBox.h });
    });
  }
  const headingY = y0 + at.heading;
  tag(doc, root, 'H1', { actual: texts.heading }, () => drawLine(page, headingLine, headingSize, centre, headingY, 'center', { weight: 700, colour: colours.accent }));
  // Below the heading's descenders (Arabic ones reach deep).
  drawRule(doc, centre, headingY + 20, 72, 1.6, colours.frame);
  tag(doc, root, 'P', { actual: texts.awardedTo }, () => drawLine(page, awardedLine, fitSize(awardedLine, content, 14, 9), centre, y0 + awardedY, 'center', { weight: 400, colour: colours.text }));
  tag(doc, root, 'P', { actual: texts.name }, () => {
    named.lines.forEach((line, i) => drawLine(page, line, nameSize, centre, y0 + nameY + i * nameSize * 1.2, 'center', { weight: 700, colour: colours.text }));
  });
  drawRule(doc, centre, y0 + nameY + nameExtra + 14, Math.min(content, Math.max(280, nameWidth + 60)), 0.7, colours.frame);
  tag(doc, root, 'P', { actual: texts.hasCompleted }, () => drawLine(page, completedLine, fitSize(completedLine, content, 14, 9), centre, y0 + completedY, 'center', { weight: 400, colour: colours.text }));
  tag(doc, root, 'P', { actual: texts.title }, () => {
    lines.forEach((line, i) => drawLine(page, line, size, centre, y0 + titleY + i * lineHeight, 'center', { weight: 700, colour: colours.accent }));
  });

  drawFooter(page, root, footer, texts, {
    left: INNER + 30,
    right: width - INNER - 30,
    labelY: height - INNER - 62,
    bottom: height - INNER - 22,
    colour: colours.text,
    // A QR code scans as dark modules on a light quiet zone, whatever the theme.
    qrColour: '#000000',
    background: '#ffffff',
  });
  root.end();
}
