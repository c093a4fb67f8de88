/** A file size as people read it: kB below a megabyte, MB with one decimal above (the limit is 10 MB). */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes / 1_000_000;
  if (megabytes >= 1) {
    return new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(
      megabytes,
    );
  }
  return new Intl.NumberFormat(locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(
    Math.max(1, Math.round(bytes / 1000)),
  );
}
