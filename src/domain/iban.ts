/** IBAN helpers (ISO 13616): normalising, the mod-97 check, printing in groups of four. */

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Upper case without spaces: " sk31 1200 …" -> "SK311200…". */
export function normalizeIban(iban: string): string {
  return iban.replace(/[\s\u00A0\u202F]+/g, "").toUpperCase();
}

/** True for a well-formed IBAN (spaces allowed) whose check digits pass mod 97. */
export function isValidIban(iban: string): boolean {
  const value = normalizeIban(iban);
  if (!IBAN_SHAPE.test(value)) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    // Letters count as two digits: A = 10 … Z = 35.
    const code = parseInt(char, 36);
    remainder = (code > 9 ? remainder * 100 + code : remainder * 10 + code) % 97;
  }
  return remainder === 1;
}

/** The IBAN as people write it: groups of four, "SK31 1200 0000 1987 4263 7541". */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, "$1 ");
}
