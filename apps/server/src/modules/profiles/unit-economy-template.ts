import ExcelJS from 'exceljs';
import type { Language } from '@platform/contract';

const labels: Record<Language, { sheet: string; header: [string, string, string]; rows: [string, string][] }> = {
  en: {
    sheet: 'Unit economy',
    header: ['Metric', 'Value', 'How to fill'],
    rows: [
      ['Average revenue per customer per month (ARPU)', 'Revenue of the month divided by paying customers'],
      ['Gross margin, %', '(Revenue - cost of goods sold) / revenue'],
      ['Customer acquisition cost (CAC)', 'Sales and marketing spend divided by new customers'],
      ['Monthly churn, %', 'Customers lost during the month / customers at its start'],
      ['Customer lifetime, months', '1 / monthly churn'],
      ['Lifetime value (LTV)', 'ARPU x gross margin x lifetime'],
      ['LTV / CAC', 'Above 3 is considered healthy'],
      ['CAC payback, months', 'CAC / (ARPU x gross margin)'],
    ],
  },
  ru: {
    sheet: 'Юнит-экономика',
    header: ['Показатель', 'Значение', 'Как заполнить'],
    rows: [
      ['Средняя выручка с клиента в месяц (ARPU)', 'Выручка за месяц, делённая на число платящих клиентов'],
      ['Валовая маржа, %', '(Выручка - себестоимость) / выручка'],
      ['Стоимость привлечения клиента (CAC)', 'Расходы на продажи и маркетинг, делённые на число новых клиентов'],
      ['Месячный отток, %', 'Ушедшие за месяц клиенты / клиенты на начало месяца'],
      ['Срок жизни клиента, мес.', '1 / месячный отток'],
      ['Пожизненная ценность клиента (LTV)', 'ARPU x валовая маржа x срок жизни'],
      ['LTV / CAC', 'Значение выше 3 считается здоровым'],
      ['Окупаемость CAC, мес.', 'CAC / (ARPU x валовая маржа)'],
    ],
  },
};

/** The unit-economy template startups download, fill in and upload back: a real XLSX workbook. */
export async function unitEconomyTemplate(language: Language): Promise<Buffer> {
  const t = labels[language];
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  const sheet = workbook.addWorksheet(t.sheet);
  sheet.columns = [{ width: 48 }, { width: 16 }, { width: 64 }];
  sheet.addRow(t.header).font = { bold: true };
  for (const [metric, hint] of t.rows) sheet.addRow([metric, null, hint]);
  // LTV, LTV/CAC and payback computed from the rows above, so the sheet checks itself.
  sheet.getCell('B6').value = { formula: 'IF(B5>0,100/B5,"")' };
  sheet.getCell('B7').value = { formula: 'IF(AND(B2<>"",B3<>"",B6<>""),B2*B3/100*B6,"")' };
  sheet.getCell('B8').value = { formula: 'IF(AND(B7<>"",B4>0),B7/B4,"")' };
  sheet.getCell('B9').value = { formula: 'IF(AND(B4<>"",B2>0,B3>0),B4/(B2*B3/100),"")' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
