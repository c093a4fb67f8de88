import { DEFAULT_LANGUAGE } from "../domain/languages";
import type { DebtNoticeSnapshot } from "./debt-notice.selectors";
import type { WireLanguage } from "./debt-notice.types";

// What the UI reads of the page's language (the language region, states/language.ts).

/**
 * The language the page speaks: Slovak (the default and fallback, docs/requirements.md: Languages) until the preferred
 * language is settled, then the debtor's.
 */
export const selectLanguage = (snapshot: DebtNoticeSnapshot): WireLanguage =>
  snapshot.matches({ language: { preference: "loading" } }) ? DEFAULT_LANGUAGE : snapshot.context.language.settled;

/** Still waiting for the debtor's stored language (not once the page has given up waiting for it). */
const isAwaitingPreference = (snapshot: DebtNoticeSnapshot): boolean =>
  snapshot.matches({ language: { preference: "deciding" } }) ||
  (snapshot.matches({ language: { preference: "loading" } }) &&
    !snapshot.matches({ language: { preference: { loading: { wait: "gaveUp" } } } }));

/** What the chooser shows while the stored language is awaited (docs/requirements.md: Languages). */
const CHOOSER_BEFORE_PREFERENCE: WireLanguage = "en";

/**
 * The chooser's value: en before the preferred language is loaded, then the page's; a language
 * the debtor chose shows there while its catalog is on its way.
 */
export const selectChooserLanguage = (snapshot: DebtNoticeSnapshot): WireLanguage =>
  snapshot.context.language.waiting ??
  (isAwaitingPreference(snapshot) ? CHOOSER_BEFORE_PREFERENCE : snapshot.context.language.settled);

/** Still waiting for the preferred language, or for the catalog of the language the debtor chose. */
export const selectIsLanguageLoading = (snapshot: DebtNoticeSnapshot): boolean =>
  isAwaitingPreference(snapshot) || snapshot.context.language.waiting !== null;

/** The debtor chose the page's language here (not the stored preference, not the fallback). */
export const selectIsLanguageChosen = (snapshot: DebtNoticeSnapshot): boolean =>
  snapshot.context.language.chosen !== null;

/** The languages whose texts are here: the only ones the page can be shown in. */
export const selectLoadedCatalogs = (snapshot: DebtNoticeSnapshot): readonly WireLanguage[] =>
  snapshot.context.language.catalogs;

/** A language the page could not switch to (its texts did not come), until another choice. */
export const selectLanguageFailure = (snapshot: DebtNoticeSnapshot): WireLanguage | null =>
  snapshot.context.language.failed;
