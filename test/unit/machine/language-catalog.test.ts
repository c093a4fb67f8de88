import { describe, expect, it } from "vitest";
import {
  selectChooserLanguage,
  selectIsLanguageLoading,
  selectLanguage,
  selectLanguageFailure,
} from "../../../src/machine/language.selectors";
import { REF, failure, makeDetails, notFoundRoute, startMachine } from "../../helpers/machine-harness";

/** Only the default language's catalog is in the bundle: the others are fetched (loadCatalog). */
const ONLY_DEFAULT = { catalogs: ["sk" as const] };
const NOTICE = { type: "notify", code: "languageUnavailable" };

describe("language catalogs", () => {
  it("a preferred language without its catalog is shown only once the catalog is here", async () => {
    const h = startMachine(ONLY_DEFAULT);
    await h.fetchDetails.resolve(makeDetails());
    await h.loadLanguage.resolve("ua");
    expect(h.loadCatalog.inputs).toStrictEqual([{ language: "ua" }]);
    expect(selectLanguage(h.snapshot)).toBe("sk");
    expect(selectIsLanguageLoading(h.snapshot)).toBe(true);

    await h.loadCatalog.resolve("ua");
    expect(selectLanguage(h.snapshot)).toBe("ua");
    expect(selectChooserLanguage(h.snapshot)).toBe("ua");
    expect(selectIsLanguageLoading(h.snapshot)).toBe(false);
    expect(h.snapshot.context.language.catalogs).toContain("ua");
    // The gateway's own answer: neither saved back nor announced as the debtor's change.
    expect(h.saveLanguage.calls).toHaveLength(0);
    expect(h.emittedOf("languageChanged")).toEqual([]);
  });

  it("the preferred language and its catalog before the details: the details come in that language", async () => {
    const h = startMachine(ONLY_DEFAULT);
    await h.loadLanguage.resolve("ua");
    await h.loadCatalog.resolve("ua");
    expect(selectLanguage(h.snapshot)).toBe("ua");
    await h.fetchDetails.resolve(makeDetails());
    expect(selectLanguage(h.snapshot)).toBe("ua");
  });

  it("the details between the preferred language and its catalog: the page still waits 1 s", async () => {
    const h = startMachine(ONLY_DEFAULT);
    await h.loadLanguage.resolve("ua");
    await h.fetchDetails.resolve(makeDetails());
    h.clock.increment(999);
    expect(selectIsLanguageLoading(h.snapshot)).toBe(true);
    await h.loadCatalog.resolve("ua");
    expect(selectLanguage(h.snapshot)).toBe("ua");
  });

  it("a catalog later than the 1 s wait: Slovak first, then the debtor's language", async () => {
    const h = startMachine(ONLY_DEFAULT);
    await h.fetchDetails.resolve(makeDetails());
    await h.loadLanguage.resolve("en");
    h.clock.increment(1000);
    expect(selectIsLanguageLoading(h.snapshot)).toBe(false);
    expect(selectLanguage(h.snapshot)).toBe("sk");
    await h.loadCatalog.resolve("en");
    expect(selectLanguage(h.snapshot)).toBe("en");
    expect(h.saveLanguage.calls).toHaveLength(0);
  });

  it("the preferred language's catalog cannot be fetched: Slovak, a calm notice, nothing saved", async () => {
    const h = startMachine(ONLY_DEFAULT);
    await h.fetchDetails.resolve(makeDetails());
    await h.loadLanguage.resolve("ua");
    await h.loadCatalog.reject(failure("http"));
    expect(selectLanguage(h.snapshot)).toBe("sk");
    expect(selectChooserLanguage(h.snapshot)).toBe("sk");
    expect(selectIsLanguageLoading(h.snapshot)).toBe(false);
    expect(h.emittedOf("notify")).toEqual([NOTICE]);
    expect(h.emittedOf("failed")).toEqual([]);
    expect(h.actions.logFailure).toHaveBeenCalledExactlyOnceWith({ call: "loadCatalog", code: "http" });
    expect(h.saveLanguage.calls).toHaveLength(0);
  });

  it("a choice while the preferred language loads waits for its catalog, then wins", async () => {
    const h = startMachine(ONLY_DEFAULT);
    const load = h.loadLanguage.last;
    h.send({ type: "language.change", language: "ua" });
    // Not shown yet: the page keeps its loading state; the chooser shows the choice, busy.
    expect(selectLanguage(h.snapshot)).toBe("sk");
    expect(selectChooserLanguage(h.snapshot)).toBe("ua");
    expect(selectIsLanguageLoading(h.snapshot)).toBe(true);
    expect(load.signal.aborted).toBe(false);
    expect(h.saveLanguage.calls).toHaveLength(0);
    expect(h.emittedOf("languageChanged")).toEqual([]);

    await h.loadCatalog.resolve("ua");
    expect(load.signal.aborted).toBe(true);
    expect(selectLanguage(h.snapshot)).toBe("ua");
    expect(h.saveLanguage.inputs).toStrictEqual([{ reference: REF, language: "ua" }]);
    expect(h.emittedOf("languageChanged")).toEqual([{ type: "languageChanged", language: "ua" }]);
  });

  it("the preferred language answers while the chosen language's catalog loads: the choice wins", async () => {
    const h = startMachine(ONLY_DEFAULT);
    h.send({ type: "language.change", language: "ua" });
    await h.loadLanguage.resolve("en");
    expect(selectLanguage(h.snapshot)).toBe("sk");
    expect(selectChooserLanguage(h.snapshot)).toBe("ua");
    expect(h.loadCatalog.inputs).toStrictEqual([{ language: "ua" }]);

    await h.loadCatalog.resolve("ua");
    expect(selectLanguage(h.snapshot)).toBe("ua");
    expect(h.saveLanguage.inputs).toStrictEqual([{ reference: REF, language: "ua" }]);
  });

  it("the answer's catalog comes while the debtor's choice waits for its own: the choice wins", async () => {
    const h = startMachine(ONLY_DEFAULT);
    await h.fetchDetails.resolve(makeDetails());
    await h.loadLanguage.resolve("ua");
    const answerCatalog = h.loadCatalog.last;
    h.send({ type: "language.change", language: "en" });
    await h.loadCatalog.resolve("ua", answerCatalog);
    // Not the answer: the page keeps Slovak while the chosen language's texts are on their way.
    expect(selectLanguage(h.snapshot)).toBe("sk");
    expect(selectChooserLanguage(h.snapshot)).toBe("en");
    expect(h.snapshot.context.language.catalogs).toContain("ua");

    await h.loadCatalog.resolve("en");
    expect(selectLanguage(h.snapshot)).toBe("en");
    expect(h.saveLanguage.inputs).toStrictEqual([{ reference: REF, language: "en" }]);
  });

  it("a catalog the session fetched early is known: chosen, it is shown at once, nothing fetched", async () => {
    const h = startMachine(ONLY_DEFAULT);
    await h.fetchDetails.resolve(makeDetails());
    await h.loadLanguage.resolve("sk");
    h.send({ type: "catalogs.loaded", languages: ["sk", "ua"] });
    expect(h.snapshot.context.language.catalogs).toEqual(["sk", "ua"]);
    h.send({ type: "language.change", language: "ua" });
    expect(selectLanguage(h.snapshot)).toBe("ua");
    expect(h.loadCatalog.calls).toHaveLength(0);
  });

  it("a choice's catalog fails while the preferred language loads: the answer still applies", async () => {
    const h = startMachine(ONLY_DEFAULT);
    h.send({ type: "language.change", language: "ua" });
    await h.loadCatalog.reject(failure("network"));
    expect(h.emittedOf("notify")).toEqual([NOTICE]);
    expect(selectChooserLanguage(h.snapshot)).toBe("en");
    expect(selectIsLanguageLoading(h.snapshot)).toBe(true);
    await h.loadLanguage.resolve("sk");
    expect(selectLanguage(h.snapshot)).toBe("sk");
    expect(selectIsLanguageLoading(h.snapshot)).toBe(false);
  });

  it("a choice on a shown page keeps the page's language until the catalog is here", async () => {
    const h = startMachine(ONLY_DEFAULT);
    await h.fetchDetails.resolve(makeDetails());
    await h.loadLanguage.resolve("sk");
    h.send({ type: "language.change", language: "en" });
    expect(selectLanguage(h.snapshot)).toBe("sk");
    expect(selectChooserLanguage(h.snapshot)).toBe("en");
    expect(selectIsLanguageLoading(h.snapshot)).toBe(true);
    expect(h.saveLanguage.calls).toHaveLength(0);

    await h.loadCatalog.resolve("en");
    expect(selectLanguage(h.snapshot)).toBe("en");
    expect(selectIsLanguageLoading(h.snapshot)).toBe(false);
    expect(h.saveLanguage.inputs).toStrictEqual([{ reference: REF, language: "en" }]);
    expect(h.emittedOf("languageChanged")).toEqual([{ type: "languageChanged", language: "en" }]);
  });

  it("a failed catalog leaves the page as it was, says so, and choosing again tries again", async () => {
    const h = startMachine(ONLY_DEFAULT);
    await h.fetchDetails.resolve(makeDetails());
    await h.loadLanguage.resolve("sk");
    h.send({ type: "language.change", language: "ua" });
    await h.loadCatalog.reject(failure("invalid"));
    expect(selectLanguage(h.snapshot)).toBe("sk");
    expect(selectChooserLanguage(h.snapshot)).toBe("sk");
    expect(selectIsLanguageLoading(h.snapshot)).toBe(false);
    expect(h.emittedOf("notify")).toEqual([NOTICE]);
    expect(selectLanguageFailure(h.snapshot)).toBe("ua");
    expect(h.actions.logFailure).toHaveBeenCalledExactlyOnceWith({ call: "loadCatalog", code: "invalid" });
    expect(h.saveLanguage.calls).toHaveLength(0);
    expect(h.emittedOf("languageChanged")).toEqual([]);

    h.send({ type: "language.change", language: "ua" });
    // Trying again: the failure is no longer what is true.
    expect(selectLanguageFailure(h.snapshot)).toBeNull();
    expect(h.loadCatalog.calls).toHaveLength(2);
    await h.loadCatalog.resolve("ua");
    expect(selectLanguage(h.snapshot)).toBe("ua");
    expect(h.saveLanguage.inputs).toStrictEqual([{ reference: REF, language: "ua" }]);
  });

  it("switching back while a catalog loads: the late catalog is kept but not shown", async () => {
    const h = startMachine(ONLY_DEFAULT);
    await h.fetchDetails.resolve(makeDetails());
    await h.loadLanguage.resolve("sk");
    h.send({ type: "language.change", language: "ua" });
    const fetching = h.loadCatalog.last;
    h.send({ type: "language.change", language: "sk" });
    expect(selectChooserLanguage(h.snapshot)).toBe("sk");
    expect(selectIsLanguageLoading(h.snapshot)).toBe(false);
    await h.saveLanguage.resolve(undefined);

    await h.loadCatalog.resolve("ua", fetching);
    expect(selectLanguage(h.snapshot)).toBe("sk");
    expect(h.saveLanguage.inputs.map((input) => input.language)).toEqual(["sk"]);
    // Chosen again later: shown at once, nothing fetched again.
    h.send({ type: "language.change", language: "ua" });
    expect(selectLanguage(h.snapshot)).toBe("ua");
    expect(h.loadCatalog.calls).toHaveLength(1);
  });

  it("switching back while a catalog loads: its failure is logged, nobody is told", async () => {
    const h = startMachine(ONLY_DEFAULT);
    await h.loadLanguage.resolve("sk");
    h.send({ type: "language.change", language: "ua" });
    h.send({ type: "language.change", language: "sk" });
    await h.loadCatalog.reject(failure("network"));
    expect(h.emittedOf("notify")).toEqual([]);
    expect(h.actions.logFailure).toHaveBeenCalledExactlyOnceWith({ call: "loadCatalog", code: "network" });
    expect(selectLanguage(h.snapshot)).toBe("sk");
  });

  it("a second language chosen while the first one's catalog loads: the last choice is fetched", async () => {
    const h = startMachine(ONLY_DEFAULT);
    await h.loadLanguage.resolve("sk");
    h.send({ type: "language.change", language: "ua" });
    const first = h.loadCatalog.last;
    h.send({ type: "language.change", language: "en" });
    expect(first.signal.aborted).toBe(true);
    expect(h.loadCatalog.inputs).toStrictEqual([{ language: "ua" }, { language: "en" }]);
    expect(selectChooserLanguage(h.snapshot)).toBe("en");
    await h.loadCatalog.resolve("en");
    expect(selectLanguage(h.snapshot)).toBe("en");
    expect(h.saveLanguage.inputs).toStrictEqual([{ reference: REF, language: "en" }]);
  });

  it("a choice while a save is in flight: the save carries on; the newer one waits for the catalog", async () => {
    const h = startMachine(ONLY_DEFAULT);
    await h.loadLanguage.resolve("sk");
    h.send({ type: "language.change", language: "sk" });
    const save = h.saveLanguage.last;
    h.send({ type: "language.change", language: "ua" });
    expect(save.signal.aborted).toBe(false);
    await h.loadCatalog.resolve("ua");
    expect(selectLanguage(h.snapshot)).toBe("ua");
    expect(h.saveLanguage.calls).toHaveLength(1);
    await h.saveLanguage.resolve(undefined, save);
    expect(h.saveLanguage.inputs.map((input) => input.language)).toEqual(["sk", "ua"]);
  });

  it("without a reference a chosen language is shown once its catalog is here, never saved", async () => {
    const h = startMachine({ ...ONLY_DEFAULT, route: notFoundRoute() });
    h.send({ type: "language.change", language: "ua" });
    expect(selectLanguage(h.snapshot)).toBe("sk");
    await h.loadCatalog.resolve("ua");
    expect(selectLanguage(h.snapshot)).toBe("ua");
    expect(h.saveLanguage.calls).toHaveLength(0);
    expect(h.emittedOf("languageChanged")).toEqual([{ type: "languageChanged", language: "ua" }]);
  });
});
