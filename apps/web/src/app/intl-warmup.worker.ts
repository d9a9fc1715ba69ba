// A page's first number or date format loads ICU's data for its locale: 40–170 ms of a desktop's
// main thread in Chromium, several times that on a slow phone. ICU keeps those data for the whole
// renderer process, so building the same formats here, on a thread of its own, spares the page
// that wait (docs/performance.md, "The locale's data off the main thread").
self.onmessage = ({ data: locale }: MessageEvent<string>) => {
  // The device's own zone first, sent back: the cabinet's zone notice and a new account's first
  // zone read it, and the page then need not load the zone data on its main thread.
  self.postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1.5);
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(0);
  new Intl.PluralRules(locale).select(1);
  self.close();
};
