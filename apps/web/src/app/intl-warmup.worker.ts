// A page's first number or date format loads ICU's data for its locale: 40–170 ms of a desktop's
// main thread in Chromium, several times that on a slow phone. ICU keeps those data for the whole
// renderer process, so building the same formats here, on a thread of its own, spares the page
// that wait (docs/performance.md, "The locale's data off the main thread").
self.onmessage = ({ data: locale }: MessageEvent<string>) => {
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1.5);
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(0);
  new Intl.PluralRules(locale).select(1);
  // The device's own zone, which the zone notice reads with the browser's default locale.
  Intl.DateTimeFormat().resolvedOptions();
  self.close();
};
