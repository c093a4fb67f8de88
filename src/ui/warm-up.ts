import { prepareNumberFormats } from "../domain/money";
import { loadQrEncoder } from "../domain/load-qr-encoder";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../domain/languages";

/**
 * Work the greeting would otherwise do on its critical path, done while the start-up calls are
 * in flight: fetching the QR encoder's file, and creating the number formats (the first
 * Intl.NumberFormat of a locale loads its data: ~10 ms on a laptop, several times that on a
 * cheap phone). One locale per task, the default language first, so that an answer arriving
 * meanwhile waits for one of them at most.
 */
export function warmUpForGreeting(): void {
  void loadQrEncoder();
  const byLikelihood = [...LANGUAGES].sort(
    (a, b) => Number(b.value === DEFAULT_LANGUAGE) - Number(a.value === DEFAULT_LANGUAGE),
  );
  for (const language of byLikelihood) setTimeout(() => prepareNumberFormats(language.intlLocale), 0);
}
