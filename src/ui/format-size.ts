/**
 * A file size as people read it: bytes below a kilobyte (a 193-byte file is not "1 kB"), kB below
 * a megabyte, MB with one decimal above (the limit is 10 MB). Bytes are written out ("193 bytes",
 * "193 bajtov", "193 байти"): the short unit reads "193 byte" in English.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes / 1_000_000;
  if (megabytes >= 1) {
    return new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(
      megabytes,
    );
  }
  if (bytes < 1000) {
    return new Intl.NumberFormat(locale, { style: "unit", unit: "byte", unitDisplay: "long" }).format(bytes);
  }
  return new Intl.NumberFormat(locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(
    Math.round(bytes / 1000),
  );
}
