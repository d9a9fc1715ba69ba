const units = ['B', 'KB', 'MB', 'GB'] as const;

/** File size with the units the web shows (B, KB, MB, GB), base 1024, at most one decimal. */
export function formatFileSize(bytes: number): { value: number; unit: (typeof units)[number] } {
  let value = Math.max(0, bytes);
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i++;
  }
  return { value: i === 0 ? value : Math.round(value * 10) / 10, unit: units[i]! };
}
