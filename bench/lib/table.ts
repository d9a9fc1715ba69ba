export type Align = 'left' | 'right';
export type Column = { header: string; align: Align };

/** A plain-text table (also valid Markdown), columns padded to their widest cell. */
export function renderTable(columns: Column[], rows: string[][]): string {
  const widths = columns.map((c, i) => Math.max(c.header.length, 3, ...rows.map((r) => (r[i] ?? '').length)));
  const cell = (text: string, i: number) => (columns[i]!.align === 'right' ? text.padStart(widths[i]!) : text.padEnd(widths[i]!));
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (columns[i]!.align === 'right' ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`;
  return [line(columns.map((c) => c.header)), rule, ...rows.map(line)].join('\n');
}

export const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

/** 12345.6 → "12,346". */
export const thousands = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '—');
