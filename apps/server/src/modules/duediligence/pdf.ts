import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { expertScoreGroups, formOptions, type Language, type Report } from '@platform/contract';

const require = createRequire(import.meta.url);
// DejaVu covers Latin and Cyrillic; pdfkit's built-in fonts cover Latin only.
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const texts: Record<Language, Record<string, string>> = {
  en: {
    title: 'Due-diligence report',
    client: 'Client',
    expert: 'Expert company',
    type: 'Type of due diligence',
    approved: 'Approved',
    method: 'Method',
    artifacts: 'Artifacts reviewed',
    conclusion: 'Conclusion',
    risks: 'Risks',
    recommendations: 'Recommendations',
    scores: 'Expert scores (1–5)',
    files: 'Attached files',
    team: 'Team',
    management: 'Management',
    technology: 'Technology',
    business: 'Business',
  },
  ru: {
    title: 'Отчёт о due diligence',
    client: 'Клиент',
    expert: 'Экспертная компания',
    type: 'Вид due diligence',
    approved: 'Утверждён',
    method: 'Методика',
    artifacts: 'Изученные материалы',
    conclusion: 'Заключение',
    risks: 'Риски',
    recommendations: 'Рекомендации',
    scores: 'Оценки эксперта (1–5)',
    files: 'Приложенные файлы',
    team: 'Команда',
    management: 'Управление',
    technology: 'Технологии',
    business: 'Бизнес',
  },
};

/** `timeZone`: the reader's setting, the day of approval is the day there (UTC while none is set). */
export type PdfContext = { language: Language; timeZone: string | null; clientName: string; typeOfDueDill: string };

/** The approved report as a PDF in the reader's language, rendered on the server. */
export function renderReportPdf(report: Report, ctx: PdfContext): Promise<Buffer> {
  const t = texts[ctx.language];
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${t.title}: ${ctx.clientName}`, Author: report.expert_company.name } });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const date = report.approved_at ? new Intl.DateTimeFormat(ctx.language === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeZone: ctx.timeZone ?? 'UTC' }).format(new Date(report.approved_at)) : '';
  const type = (formOptions.type_of_due_dill as Record<string, Record<Language, string>>)[ctx.typeOfDueDill]?.[ctx.language] ?? ctx.typeOfDueDill;
  doc.font('bold').fontSize(20).text(t.title!);
  doc.moveDown(0.5);
  for (const [label, value] of [
    [t.client, ctx.clientName],
    [t.expert, report.expert_company.name],
    [t.type, type],
    [t.approved, date],
  ] as const) {
    doc.font('bold').fontSize(10).text(`${label}: `, { continued: true }).font('regular').text(value ?? '');
  }
  const section = (title: string, body: string) => {
    doc.moveDown(1).font('bold').fontSize(13).text(title).moveDown(0.3).font('regular').fontSize(10.5).text(body, { align: 'left' });
  };
  section(t.method!, report.method);
  doc.moveDown(1).font('bold').fontSize(13).text(t.artifacts!).moveDown(0.3).font('regular').fontSize(10.5).list(report.artifacts);
  section(t.conclusion!, report.conclusion);
  section(t.risks!, report.risks);
  section(t.recommendations!, report.recommendations);
  if (report.scores) {
    const scores = report.scores;
    section(t.scores!, expertScoreGroups.map((g) => `${t[g]}: ${scores[g] ?? '—'}`).join('\n'));
  }
  if (report.files.length > 0) section(t.files!, report.files.map((f) => f.name).join('\n'));
  doc.end();
  return done;
}
