/** FNV-1a over a string's UTF-16 code units, 32 bits as 8 hex digits: a key, never a secret. */
export function fnv1a(text: string, seed: number, prime: number): string {
  let hash = seed;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), prime) >>> 0;
  return hash.toString(16).padStart(8, "0");
}
