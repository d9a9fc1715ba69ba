// The first number or date format of a page loads ICU's data for its locale: 35–100 ms on the main
// thread of a desktop, four times that on a slow phone. ICU keeps that data for the whole renderer
// process, so building the same formats here, on a thread of its own, spares the page that wait
// (docs/performance.md, "The locale's data off the main thread").
self.onmessage = ({ data: locale }: MessageEvent<string>) => {
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1.5);
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(0);
  new Intl.PluralRules(locale).select(1);
  // The device's own zone, which the zone notice reads with the browser's default locale.
  Intl.DateTimeFormat().resolvedOptions();
  self.close();
};
