import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const PAGE = { width: 595, height: 842, margin: 50, fontSize: 10, leading: 13 };
const EPOCH = new Date(0);

/** Helvetica's encoding (WinAnsi) has no other characters: the rest becomes '?'. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** Greedy word wrap at `width` characters. */
function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = '';
    }
    line = line === '' ? word.slice(0, width) : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A PDF of `text` (A4 pages of Helvetica, title first), with fixed dates so the bytes repeat. */
export async function makePdf(title: string, text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreationDate(EPOCH);
  pdf.setModificationDate(EPOCH);
  pdf.setProducer('stowage test corpus');
  pdf.setCreator('stowage test corpus');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const perPage = Math.floor((PAGE.height - 2 * PAGE.margin) / PAGE.leading);
  const lines = [title, '', ...text.split('\n').flatMap((p) => (p.trim() === '' ? [''] : wrap(winAnsi(p), 95)))];
  for (let at = 0; at < lines.length; at += perPage) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    lines.slice(at, at + perPage).forEach((line, i) => {
      page.drawText(winAnsi(line), { x: PAGE.margin, y: PAGE.height - PAGE.margin - i * PAGE.leading, size: PAGE.fontSize, font });
    });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A DOCX of `text`: the title as a heading, then one paragraph per line of text. */
export async function makeDocx(title: string, text: string): Promise<Buffer> {
  const paragraphs = text
    .split('\n')
    .filter((p) => p.trim() !== '')
    .map((p) => new Paragraph({ text: p }));
  const doc = new Document({
    creator: 'stowage test corpus',
    title,
    sections: [{ children: [new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }), ...paragraphs] }],
  });
  return Packer.toBuffer(doc);
}
