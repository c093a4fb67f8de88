import { prepareNumberFormats } from "../domain/money";
import { loadQrEncoder } from "../domain/load-qr-encoder";
import { LANGUAGES } from "../i18n/languages";

/**
 * Work the greeting would otherwise do on its critical path, done while the start-up calls are
 * in flight: fetching the QR encoder's file, and creating the number formats (the first
 * Intl.NumberFormat of a locale loads its data: ~10 ms on a laptop, several times that on a
 * cheap phone). In a later task, so that the calls leave first.
 */
export function warmUpForGreeting(): void {
  void loadQrEncoder();
  setTimeout(() => {
    for (const language of LANGUAGES) prepareNumberFormats(language.intlLocale);
  }, 0);
}
