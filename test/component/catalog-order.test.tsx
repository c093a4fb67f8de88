import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { WireLanguage } from "../../src/machine/debt-notice.types";
import type { CatalogSource } from "../../src/session/catalogs";
import { deferred, detailsFixture, fakeGateway, renderWidget, type Deferred } from "../helpers/render-widget";

/** Catalogs that arrive when the test says: one deferred per language, shared like the real ones. */
function deferredCatalogs() {
  const arrivals = new Map<WireLanguage, Deferred<void>>();
  const arrival = (language: WireLanguage) => {
    let next = arrivals.get(language);
    if (!next) arrivals.set(language, (next = deferred<void>()));
    return next;
  };
  const loaded: WireLanguage[] = ["sk"];
  const load = vi.fn((language: WireLanguage) =>
    arrival(language).promise.then(() => {
      if (!loaded.includes(language)) loaded.push(language);
    }),
  );
  const source: CatalogSource = {
    loaded: () => [...loaded],
    load,
    prefetch: () => {
      for (const language of ["en", "ua"] as const) load(language).catch(() => undefined);
    },
  };
  return { source, load, arrive: (language: WireLanguage) => arrival(language).resolve() };
}

const UKRAINIAN_GREETING = /^Шановний пане Ján Novák!$/;
const SLOVAK_GREETING = /^Vážený pán Ján Novák,$/;

// The start-up calls and the catalogs race; every order must end with the debtor's language,
// and no order may show a language before its texts are there.
describe("a Ukrainian debtor: the catalog and the start-up calls in every order", () => {
  function start() {
    const catalogs = deferredCatalogs();
    const language = deferred<WireLanguage | null>();
    const details = deferred<ReturnType<typeof detailsFixture>>();
    const gateway = fakeGateway();
    gateway.getPreferredLanguage.mockImplementation(() => language.promise);
    gateway.getDetails.mockImplementation(() => details.promise);
    const widget = renderWidget({ env: { gateway, catalogs: catalogs.source } });
    return { ...widget, catalogs, language, details };
  }

  it("the catalog is asked for with the start-up calls, before the preferred language answers", () => {
    const { catalogs, gateway } = start();
    expect(gateway.getPreferredLanguage).toHaveBeenCalledTimes(1);
    expect(catalogs.load.mock.calls.map(([language]) => language)).toEqual(["en", "ua"]);
  });

  it("catalog, then the preferred language, then the details", async () => {
    const { catalogs, language, details, root } = start();
    catalogs.arrive("ua");
    language.resolve("ua");
    await waitFor(() => expect(catalogs.load).toHaveBeenCalledTimes(3));
    details.resolve(detailsFixture());
    expect(await screen.findByText(UKRAINIAN_GREETING)).toBeInTheDocument();
    expect(root().getAttribute("lang")).toBe("uk");
  });

  it("the preferred language, then the details, then the catalog: no greeting until the catalog is here", async () => {
    const { catalogs, language, details, root } = start();
    language.resolve("ua");
    details.resolve(detailsFixture());
    await waitFor(() => expect(root().getAttribute("data-screen")).toBe("loading"));
    expect(screen.queryByText(UKRAINIAN_GREETING)).toBeNull();
    catalogs.arrive("ua");
    expect(await screen.findByText(UKRAINIAN_GREETING)).toBeInTheDocument();
    expect(root().getAttribute("lang")).toBe("uk");
  });

  it("the details, then the catalog, then the preferred language", async () => {
    const { catalogs, language, details, root } = start();
    details.resolve(detailsFixture());
    catalogs.arrive("ua");
    await waitFor(() => expect(catalogs.load).toHaveBeenCalledTimes(2));
    language.resolve("ua");
    expect(await screen.findByText(UKRAINIAN_GREETING)).toBeInTheDocument();
    expect(root().getAttribute("lang")).toBe("uk");
  });

  it("a Slovak debtor never waits for a catalog", async () => {
    const { language, details, root } = start();
    language.resolve("sk");
    details.resolve(detailsFixture());
    expect(await screen.findByText(SLOVAK_GREETING)).toBeInTheDocument();
    expect(root().getAttribute("lang")).toBe("sk");
  });

  it("a language chosen while its catalog is on its way: shown in the chooser, busy; the page keeps its language", async () => {
    const { catalogs, language, details, root, user } = start();
    language.resolve("sk");
    details.resolve(detailsFixture());
    expect(await screen.findByText(SLOVAK_GREETING)).toBeInTheDocument();
    const chooser = screen.getByRole("combobox");
    await user.selectOptions(chooser, "en");
    expect(chooser).toHaveValue("en");
    expect(chooser).toHaveAttribute("aria-busy", "true");
    expect(root().getAttribute("lang")).toBe("sk");
    catalogs.arrive("en");
    await waitFor(() => expect(root().getAttribute("lang")).toBe("en"));
    expect(chooser).not.toHaveAttribute("aria-busy");
  });
});
