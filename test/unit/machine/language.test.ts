import { describe, expect, it } from "vitest";
import {
  selectChooserLanguage,
  selectIsLanguageLoading,
  selectLanguage,
} from "../../../src/machine/language.selectors";
import { REF, failure, makeDetails, notFoundRoute, startLoadedHome, startMachine } from "../../helpers/machine-harness";

describe("language", () => {
  it("the preferred language is asked for in the same macrotask as the details", () => {
    const h = startMachine();
    // Nothing has been awaited yet: both calls were started synchronously by start().
    expect(h.loadLanguage.inputs).toStrictEqual([{ reference: REF }]);
    expect(h.fetchDetails.calls).toHaveLength(1);
  });

  it("the page speaks sk while the chooser shows en, until the preferred language answers", async () => {
    const h = startMachine();
    expect(selectChooserLanguage(h.snapshot)).toBe("en");
    expect(selectLanguage(h.snapshot)).toBe("sk");
    expect(selectIsLanguageLoading(h.snapshot)).toBe(true);
    await h.fetchDetails.resolve(makeDetails());
    expect(selectChooserLanguage(h.snapshot)).toBe("en");
    expect(selectLanguage(h.snapshot)).toBe("sk");

    await h.loadLanguage.resolve("ua");
    expect(selectLanguage(h.snapshot)).toBe("ua");
    expect(selectChooserLanguage(h.snapshot)).toBe("ua");
    expect(selectIsLanguageLoading(h.snapshot)).toBe(false);
    expect(h.emittedOf("languageChanged")).toEqual([]);
  });

  it("without details the page waits for the preferred language as long as it takes", async () => {
    const h = startMachine();
    h.clock.increment(60_000);
    expect(selectIsLanguageLoading(h.snapshot)).toBe(true);
    expect(h.loadLanguage.last.signal.aborted).toBe(false);
    await h.loadLanguage.resolve("en");
    expect(selectLanguage(h.snapshot)).toBe("en");
  });

  it("once the details are shown, the page waits 1 s for the preferred language, then speaks sk", async () => {
    const h = startMachine();
    await h.fetchDetails.resolve(makeDetails());
    h.clock.increment(999);
    expect(selectIsLanguageLoading(h.snapshot)).toBe(true);
    h.clock.increment(1);
    expect(selectIsLanguageLoading(h.snapshot)).toBe(false);
    expect(selectLanguage(h.snapshot)).toBe("sk");
    expect(selectChooserLanguage(h.snapshot)).toBe("sk");
    expect(h.loadLanguage.last.signal.aborted).toBe(false);

    // The debtor's own preference still counts when it comes late.
    await h.loadLanguage.resolve("ua");
    expect(selectLanguage(h.snapshot)).toBe("ua");
    expect(h.saveLanguage.calls).toHaveLength(0);
  });

  it("a choice made after the page gave up waiting wins over the late preferred language", async () => {
    const h = startMachine();
    await h.fetchDetails.resolve(makeDetails());
    h.clock.increment(1000);
    const load = h.loadLanguage.last;
    h.send({ type: "language.change", language: "en" });
    expect(load.signal.aborted).toBe(true);
    await h.loadLanguage.resolve("ua", load);
    expect(selectLanguage(h.snapshot)).toBe("en");
    expect(h.saveLanguage.inputs).toStrictEqual([{ reference: REF, language: "en" }]);
  });

  it("no preferred language falls back to sk silently", async () => {
    const h = startMachine();
    await h.loadLanguage.resolve(null);
    expect(selectLanguage(h.snapshot)).toBe("sk");
    expect(h.emittedOf("notify")).toEqual([]);
    expect(h.actions.logFailure).not.toHaveBeenCalled();
  });

  it("a failed language call falls back to sk, logged but without a toast", async () => {
    const h = startMachine();
    await h.loadLanguage.reject(failure("network"));
    expect(selectLanguage(h.snapshot)).toBe("sk");
    expect(selectIsLanguageLoading(h.snapshot)).toBe(false);
    expect(h.actions.logFailure).toHaveBeenCalledExactlyOnceWith({ call: "getPreferredLanguage", code: "network" });
    expect(h.emittedOf("notify")).toEqual([]);
    expect(h.emittedOf("failed")).toEqual([]);
  });

  it("without a reference the language is sk at once and nothing is asked", () => {
    const h = startMachine({ route: notFoundRoute() });
    expect(selectLanguage(h.snapshot)).toBe("sk");
    expect(selectIsLanguageLoading(h.snapshot)).toBe(false);
    expect(h.loadLanguage.calls).toHaveLength(0);
  });

  it("a change while the preferred language loads wins over the late answer", async () => {
    const h = startMachine();
    const load = h.loadLanguage.last;
    h.send({ type: "language.change", language: "ua" });
    expect(load.signal.aborted).toBe(true);
    expect(selectLanguage(h.snapshot)).toBe("ua");

    await h.loadLanguage.resolve("en", load);
    expect(selectLanguage(h.snapshot)).toBe("ua");
    expect(h.saveLanguage.inputs).toStrictEqual([{ reference: REF, language: "ua" }]);
  });

  it("a change is saved for the reference and announced", async () => {
    const h = await startLoadedHome({}, { language: "sk" });
    h.send({ type: "language.change", language: "en" });
    expect(selectLanguage(h.snapshot)).toBe("en");
    expect(h.saveLanguage.inputs).toStrictEqual([{ reference: REF, language: "en" }]);
    expect(h.emittedOf("languageChanged")).toEqual([{ type: "languageChanged", language: "en" }]);

    await h.saveLanguage.resolve(undefined);
    expect(h.snapshot.matches({ language: { save: "saved" } })).toBe(true);
    expect(h.actions.logFailure).not.toHaveBeenCalled();
  });

  it("a failed save is only logged: the language stays, no toast", async () => {
    const h = await startLoadedHome({}, { language: "sk" });
    h.send({ type: "language.change", language: "ua" });
    await h.saveLanguage.reject(failure("server"));
    expect(selectLanguage(h.snapshot)).toBe("ua");
    expect(h.snapshot.matches({ language: { save: "unsaved" } })).toBe(true);
    expect(h.actions.logFailure).toHaveBeenCalledExactlyOnceWith({ call: "changePreferredLanguage", code: "server" });
    expect(h.emittedOf("notify")).toEqual([]);
  });

  it("a choice that could not be saved (offline) is saved when the connection is back: the last one", async () => {
    const h = await startLoadedHome({}, { language: "sk" });
    h.send({ type: "connection.change", online: false });
    h.send({ type: "language.change", language: "en" });
    await h.saveLanguage.reject(failure("network"));
    h.send({ type: "language.change", language: "ua" });
    await h.saveLanguage.reject(failure("network"));
    expect(h.saveLanguage.inputs.map((input) => input.language)).toEqual(["en", "ua"]);
    // Still offline: another "offline" report tries nothing.
    h.send({ type: "connection.change", online: false });
    expect(h.saveLanguage.calls).toHaveLength(2);
    h.send({ type: "connection.change", online: true });
    expect(h.saveLanguage.inputs.map((input) => input.language)).toEqual(["en", "ua", "ua"]);
    await h.saveLanguage.resolve(undefined);
    expect(h.snapshot.matches({ language: { save: "saved" } })).toBe(true);
    // Saved: a later return of the connection saves nothing more.
    h.send({ type: "connection.change", online: false });
    h.send({ type: "connection.change", online: true });
    expect(h.saveLanguage.calls).toHaveLength(3);
    expect(h.emittedOf("notify")).toEqual([]);
  });

  it("a second change while saving waits for the first save, then saves the newer choice", async () => {
    const h = await startLoadedHome({}, { language: "sk" });
    h.send({ type: "language.change", language: "en" });
    const first = h.saveLanguage.last;
    h.send({ type: "language.change", language: "ua" });
    // The server may already be storing "en": aborting would not stop it, so it is never aborted.
    expect(first.signal.aborted).toBe(false);
    expect(h.saveLanguage.inputs).toStrictEqual([{ reference: REF, language: "en" }]);
    expect(selectLanguage(h.snapshot)).toBe("ua");

    await h.saveLanguage.resolve(undefined, first);
    expect(h.saveLanguage.inputs).toStrictEqual([
      { reference: REF, language: "en" },
      { reference: REF, language: "ua" },
    ]);
    await h.saveLanguage.resolve(undefined);
    expect(h.saveLanguage.calls).toHaveLength(2);
    expect(h.snapshot.matches({ language: { save: "saved" } })).toBe(true);
    expect(h.emittedOf("languageChanged").map((e) => e.language)).toEqual(["en", "ua"]);
  });

  it("when the first save fails and a newer choice waits, the newer choice is still saved", async () => {
    const h = await startLoadedHome({}, { language: "sk" });
    h.send({ type: "language.change", language: "en" });
    h.send({ type: "language.change", language: "ua" });
    h.send({ type: "language.change", language: "en" });
    await h.saveLanguage.reject(failure("server"));
    expect(h.actions.logFailure).toHaveBeenCalledExactlyOnceWith({ call: "changePreferredLanguage", code: "server" });
    expect(h.saveLanguage.inputs.map((input) => input.language)).toEqual(["en", "en"]);
    await h.saveLanguage.resolve(undefined);
    expect(h.snapshot.matches({ language: { save: "saved" } })).toBe(true);
    expect(selectLanguage(h.snapshot)).toBe("en");
  });

  it("without a reference a change is applied and announced but not saved", () => {
    const h = startMachine({ route: notFoundRoute() });
    h.send({ type: "language.change", language: "ua" });
    expect(selectLanguage(h.snapshot)).toBe("ua");
    expect(h.saveLanguage.calls).toHaveLength(0);
    expect(h.emittedOf("languageChanged")).toEqual([{ type: "languageChanged", language: "ua" }]);
  });
});
