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

  let y = INNER + 28;
  if (logo) {
    const scale = Math.min(200 / logo.width, 54 / logo.height);
    const w = logo.width * scale;
    const h = logo.height * scale;
    // The package's logo: its alt text is the course's own words for it, which the data does not carry.
    tag(doc, root, 'Figure', { alt: 'Logo' }, () => {
      doc.image(logo.bytes as unknown as Buffer, centre - w / 2, y, { width: w, height: h });
    });
    y += h + 44;
  } else {
    y += 58;
  }

  const headingLine = oneLine(heading);
  const headingSize = fitSize(headingLine, content, 30, 16);
  tag(doc, root, 'H1', { actual: texts.heading }, () => drawLine(page, headingLine, headingSize, centre, y, 'center', { weight: 700, colour: colours.accent }));
  drawRule(doc, centre, y + 16, 72, 1.6, colours.frame);

  y += 52;
  const awardedLine = oneLine(awardedTo);
  tag(doc, root, 'P', { actual: texts.awardedTo }, () => drawLine(page, awardedLine, fitSize(awardedLine, content, 14, 9), centre, y, 'center', { weight: 400, colour: colours.text }));

  y += 54;
  const nameLine = oneLine(name);
  const nameSize = fitSize(nameLine, content, 38, 16);
  tag(doc, root, 'P', { actual: texts.name }, () => drawLine(page, nameLine, nameSize, centre, y, 'center', { weight: 700, colour: colours.text }));
  drawRule(doc, centre, y + 14, Math.min(content, Math.max(280, nameLine.advance * nameSize + 60)), 0.7, colours.frame);

  y += 44;
  const completedLine = oneLine(hasCompleted);
  tag(doc, root, 'P', { actual: texts.hasCompleted }, () => drawLine(page, completedLine, fitSize(completedLine, content, 14, 9), centre, y, 'center', { weight: 400, colour: colours.text }));

  // The title gets the room left above the footer, in at most three lines.
  const footerTop = height - INNER - 100;
  const { lines, size } = fitLines(page, title, content * 0.9, 3, 24, 13);
  const lineHeight = size * 1.3;
  y += 18 + size;
  const room = footerTop - 14 - y;
  const titleY = y + Math.max(0, Math.min(8, room - lineHeight * (lines.length - 1)));
  tag(doc, root, 'P', { actual: texts.title }, () => {
    lines.forEach((line, i) => drawLine(page, line, size, centre, titleY + i * lineHeight, 'center', { weight: 700, colour: colours.accent }));
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
