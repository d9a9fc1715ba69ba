/** "Monday, 2 March 2026, 14:30–15:30 (Asia/Kolkata)": a meeting's time in the shown zone. */
export function formatMeetingTime(range: { timestampz_from: string; timestampz_to: string }, timeZone: string, language: string): string {
  const from = new Date(range.timestampz_from);
  const to = new Date(range.timestampz_to);
  const day = new Intl.DateTimeFormat(language, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(from);
  const time = new Intl.DateTimeFormat(language, { timeZone, hour: '2-digit', minute: '2-digit', hour12: false });
  return `${day}, ${time.format(from)}–${time.format(to)} (${timeZone})`;
}
