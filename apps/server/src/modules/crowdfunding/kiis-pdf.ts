import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import {
  fillText,
  formatDocumentDate,
  formatDocumentDay,
  formatMoney,
  formatScore,
  kiisTexts,
  type ClaimSource,
  type Language,
  type PassportClaimKey,
} from '@platform/contract';

const require = createRequire(import.meta.url);
// DejaVu covers Latin and Cyrillic, as in the due-diligence report's PDF.
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** A passport claim as the sheet states it: what the reader needs, nothing that could change after the version is made. */
export type KiisClaim = {
  group: PassportClaimKey;
  self_value: number | null;
  verified_value: number | null;
  source: ClaimSource;
  verifier: string | null;
  verified_at: string | null;
  stale: boolean;
  withdrawn_at: string | null;
};

/**
 * Everything a version of the sheet prints, stored as it was when the version was made (`version`
 * 0 is the startup's and the managers' preview of a round not opened yet). The PDF is a function
 * of this alone, so its bytes, and their SHA-256, come out the same whenever they are made again.
 */
export type KiisSnapshot = {
  round_id: string;
  version: number;
  created_at: string;
  startup: string;
  investment_min: number;
  investment_max: number;
  min_ticket: number | null;
  conditions_of_deal: string;
  expire: string;
  verify_url: string;
  claims: KiisClaim[];
};

const moneyClaims: ReadonlySet<PassportClaimKey> = new Set(['annual_revenue', 'monthly_revenue', 'mrr', 'monthly_burn_rate', 'runrate']);

function claimValue(c: KiisClaim, value: number | null, language: Language): string {
  if (value === null) return kiisTexts[language].unset;
  if (moneyClaims.has(c.group)) return formatMoney(value, language);
  return c.group === 'mom_growth' ? String(value) : formatScore(value, language);
}

/** One claim's lines: the value and where it comes from, then its stale or withdrawn mark. */
function claimLines(c: KiisClaim, language: Language): { line: string; marks: string[] } {
  const t = kiisTexts[language];
  const date = (iso: string) => formatDocumentDate(iso, language, 'UTC');
  const value = claimValue(c, c.self_value, language);
  const evidence =
    c.source === 'expert' && c.verified_at
      ? fillText(t.expert, { verifier: c.verifier ?? '', value: claimValue(c, c.verified_value, language), date: date(c.verified_at) })
      : c.source === 'pilot' && c.verified_at
        ? fillText(t.pilot, { verifier: c.verifier ?? '', date: date(c.verified_at) })
        : t.self;
  const marks = [...(c.stale ? [t.stale] : []), ...(c.withdrawn_at ? [fillText(t.withdrawn, { date: date(c.withdrawn_at) })] : [])];
  return { line: `${t.claims[c.group]}: ${value} (${evidence})`, marks };
}

/**
 * The sheet as a PDF in one language (Annex I's parts, shortened to what the platform knows): the
 * offer, the startup's claims with their evidence, the main risks, and the fixed warning first.
 * Every date is printed in UTC and the document's own dates are the snapshot's, so nothing of the
 * moment of rendering reaches the bytes.
 */
export function renderKiisPdf(s: KiisSnapshot, language: Language): Promise<Buffer> {
  const t = kiisTexts[language];
  const made = new Date(s.created_at);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t.title}: ${s.startup}`, Author: s.startup, CreationDate: made, ModDate: made },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(18).text(t.title);
  doc
    .font('regular')
    .fontSize(11)
    .text(fillText(t.subtitle, { startup: s.startup }));
  doc.fontSize(9).text(s.version > 0 ? fillText(t.version, { version: String(s.version), date: formatDocumentDate(made, language, 'UTC') }) : t.preview);
  doc.moveDown(0.6).font('bold').fontSize(11).text(t.warningTitle);
  doc.font('bold').fontSize(10.5).text(t.warning);
  doc.font('regular').fontSize(9).text(t.notApproved);

  const heading = (text: string) => doc.moveDown(0.8).font('bold').fontSize(12).text(text).moveDown(0.2).font('regular').fontSize(9.5);
  heading(t.termsTitle);
  const money = (n: number) => formatMoney(n, language);
  for (const [label, value] of [
    [t.terms.startup, s.startup],
    [t.terms.investmentMin, money(s.investment_min)],
    [t.terms.investmentMax, money(s.investment_max)],
    [t.terms.minTicket, s.min_ticket === null ? t.terms.none : money(s.min_ticket)],
    [t.terms.expire, formatDocumentDay(s.expire, language)],
    [t.terms.conditions, s.conditions_of_deal],
  ] as const) {
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  }

  heading(t.passportTitle);
  doc.fontSize(8.5).text(t.passportLead).moveDown(0.3).fontSize(9.5);
  for (const claim of s.claims) {
    const { line, marks } = claimLines(claim, language);
    doc.font('regular').text(line);
    for (const mark of marks) doc.font('bold').text(`  ${mark}`);
  }

  heading(t.risksTitle);
  doc.list(t.risks, { bulletRadius: 1.5 });

  if (s.verify_url) {
    doc
      .moveDown(1)
      .font('regular')
      .fontSize(8)
      .text(fillText(t.verifyAt, { url: s.verify_url }), { link: s.verify_url });
  }
  doc.end();
  return done;
}
