import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { expertScoreGroups, fillText, formatDocumentDate, formatScore, formOptions, sharedTexts, type Language, type Report } from '@platform/contract';

const require = createRequire(import.meta.url);
// DejaVu covers Latin and Cyrillic; pdfkit's built-in fonts cover Latin only.
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** `timeZone`: the reader's setting, the day of approval is the day there (UTC while none is set). */
export type PdfContext = {
  language: Language;
  timeZone: string | null;
  clientName: string;
  typeOfDueDill: string;
  /** The stored version's mark, printed last: its number, the report's id and where to verify the file. */
  stamp?: { version: number; reportId: string; verifyUrl: string };
};

/**
 * The approved report as a PDF in the reader's language, rendered on the server. Its labels are
 * the web report page's own (the contract's shared texts), in the order that page shows them;
 * scores have one decimal and dates the document format of the language, in the reader's zone.
 */
export function renderReportPdf(report: Report, ctx: PdfContext): Promise<Buffer> {
  const texts = sharedTexts[ctx.language];
  const labels = texts.reportView;
  const title = texts.applications.clientReport.title;
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${title}: ${ctx.clientName}`, Author: report.expert_company.name } });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const date = report.approved_at ? formatDocumentDate(report.approved_at, ctx.language, ctx.timeZone ?? 'UTC') : '';
  const type = (formOptions.type_of_due_dill as Record<string, Record<Language, string>>)[ctx.typeOfDueDill]?.[ctx.language] ?? ctx.typeOfDueDill;
  doc.font('bold').fontSize(20).text(title);
  doc
    .font('regular')
    .fontSize(10.5)
    .text(fillText(texts.applications.clientReport.byline, { company: report.expert_company.name, date }));
  doc.moveDown(0.5);
  for (const [label, value] of [
    [texts.applications.expert.view.client, ctx.clientName],
    [texts.applications.expert.view.type, type],
  ] as const) {
    doc.font('bold').fontSize(10).text(`${label}: `, { continued: true }).font('regular').text(value);
  }
  const heading = (text: string) => doc.moveDown(1).font('bold').fontSize(13).text(text).moveDown(0.3).font('regular').fontSize(10.5);
  const section = (text: string, body: string) => heading(text).text(body, { align: 'left' });
  section(labels.method, report.method);
  heading(labels.artifacts).list(report.artifacts);
  section(labels.conclusion, report.conclusion);
  section(labels.risks, report.risks);
  section(labels.recommendations, report.recommendations);
  const scores = report.scores;
  if (scores)
    section(
      labels.scores,
      expertScoreGroups.map((g) => `${texts.scoring.groups[g]}: ${scores[g] === null ? '—' : formatScore(scores[g], ctx.language)}`).join('\n'),
    );
  if (report.files.length > 0) section(labels.files, report.files.map((f) => f.name).join('\n'));
  if (ctx.stamp) {
    // A file cannot carry the hash of its own bytes; it carries what identifies it and where to check it.
    const { version, reportId, verifyUrl } = ctx.stamp;
    doc
      .moveDown(2)
      .font('bold')
      .fontSize(9)
      .text(fillText(labels.version, { version: String(version), id: reportId }));
    doc
      .font('regular')
      .fontSize(9)
      .text(fillText(labels.verifyAt, { url: verifyUrl }), { link: verifyUrl });
  }
  doc.end();
  return done;
}
