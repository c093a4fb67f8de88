import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as CatalogFilesModule from "../../../src/browser/catalog-files";
import type * as I18nModule from "../../../src/i18n/create-i18n";
import type * as CatalogsModule from "../../../src/session/catalogs";
import type * as EarlyCatalogsModule from "../../../src/early-start/early-catalogs";
import { makeDeferred, type Deferred } from "../../helpers/deferred";
import { fakeFetch, json, networkError, status, stubFetch, type Reply } from "../../helpers/fake-fetch";

type Modules = {
  catalogs: typeof CatalogsModule;
  files: typeof CatalogFilesModule;
  early: typeof EarlyCatalogsModule;
  i18n: typeof I18nModule;
};

/** Fresh module state for each test: the catalogs fetched and added are per page. */
async function freshModules(): Promise<Modules> {
  vi.resetModules();
  return {
    catalogs: await import("../../../src/session/catalogs"),
    files: await import("../../../src/browser/catalog-files"),
    early: await import("../../../src/early-start/early-catalogs"),
    i18n: await import("../../../src/i18n/create-i18n"),
  };
}

const ENGLISH = { greeting: "Hello", plural: ["{count} files"] };
const UKRAINIAN = { greeting: "Вітаємо" };

/** Each request waits for the test: `answer(file, reply)` settles the oldest pending one of that file. */
function gatedFiles() {
  const pending: { file: string; deferred: Deferred<Reply> }[] = [];
  const fake = stubFetch(
    fakeFetch((call) => {
      const deferred = makeDeferred<Reply>();
      pending.push({ file: call.call, deferred });
      return deferred.promise;
    }),
  );
  const files = () => fake.calls.map((call) => call.call);
  const answer = async (file: string, reply: Reply) => {
    const index = await vi.waitFor(() => {
      const found = pending.findIndex((entry) => entry.file === file);
      if (found < 0) throw new Error(`no pending request for ${file}`);
      return found;
    });
    const [entry] = pending.splice(index, 1);
    entry?.deferred.resolve(reply);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { fake, files, answer };
}

let m: Modules;
beforeEach(async () => {
  m = await freshModules();
});
afterEach(() => {
  // The preload script's registry lives on the global object, beyond any module's state.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("debt-notice.early-catalogs")];
});

describe("the catalogs beside the script (session/catalogs.ts, browser/catalog-files.ts, early-start/early-catalogs.ts)", () => {
  it("only the default language's catalog is there without a fetch", () => {
    expect(m.catalogs.fileCatalogs.loaded()).toEqual(["sk"]);
  });

  it("prefetch asks for every other catalog at once, beside the script, never for the default one", () => {
    const { fake, files } = gatedFiles();
    m.catalogs.fileCatalogs.prefetch();
    return Promise.resolve().then(async () => {
      await vi.waitFor(() => expect(files()).toEqual(["debt-notice.en.json", "debt-notice.ua.json"]));
      expect(fake.calls.every((call) => call.method === "GET")).toBe(true);
      expect(new URL(fake.calls[0]?.url ?? "").pathname).toMatch(/\/src\/browser\/debt-notice\.en\.json$/);
    });
  });

  it("a load adopts the prefetch: one request, and the language is then shown with its own texts", async () => {
    const { files, answer } = gatedFiles();
    m.catalogs.fileCatalogs.prefetch();
    const loading = m.catalogs.fileCatalogs.load("en");
    const second = m.catalogs.fileCatalogs.load("en");
    await vi.waitFor(() => expect(files()).toHaveLength(2));
    await answer("debt-notice.en.json", json(ENGLISH));
    await expect(loading).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    expect(files().filter((file) => file === "debt-notice.en.json")).toHaveLength(1);
    expect(m.catalogs.fileCatalogs.loaded()).toEqual(["sk", "en"]);
    expect(m.i18n.i18nFor("en")._("greeting")).toBe("Hello");
    // Ukrainian is still on its way: it is not shown, and no message id leaks meanwhile.
    expect(m.i18n.i18nFor("ua").locale).toBe("sk");
  });

  it("a catalog answered before the load is asked for resolves the load at once, without a request", async () => {
    const { files, answer } = gatedFiles();
    m.catalogs.fileCatalogs.prefetch();
    await vi.waitFor(() => expect(files()).toHaveLength(2));
    await answer("debt-notice.ua.json", json(UKRAINIAN));
    await m.catalogs.fileCatalogs.load("ua");
    expect(files()).toHaveLength(2);
    expect(m.i18n.i18nFor("ua")._("greeting")).toBe("Вітаємо");
  });

  it("a load made while the prefetch is under way gets its failure (no second request); the next one fetches anew", async () => {
    const { files, answer } = gatedFiles();
    m.catalogs.fileCatalogs.prefetch();
    const loading = m.catalogs.fileCatalogs.load("ua");
    await answer("debt-notice.ua.json", status(404));
    await expect(loading).rejects.toMatchObject({ code: "http" });
    expect(files()).toHaveLength(2);

    const retry = m.catalogs.fileCatalogs.load("ua");
    await answer("debt-notice.ua.json", json(UKRAINIAN));
    await expect(retry).resolves.toBeUndefined();
    expect(files()).toHaveLength(3);
    expect(m.catalogs.fileCatalogs.loaded()).toContain("ua");
  });

  it("a prefetch that failed before anyone asked is forgotten: the first load fetches anew", async () => {
    const { files, answer } = gatedFiles();
    m.catalogs.fileCatalogs.prefetch();
    await answer("debt-notice.ua.json", networkError());
    const loading = m.catalogs.fileCatalogs.load("ua");
    await answer("debt-notice.ua.json", json(UKRAINIAN));
    await expect(loading).resolves.toBeUndefined();
    expect(files().filter((file) => file === "debt-notice.ua.json")).toHaveLength(2);
  });

  it.each([
    ["offline", "network", networkError()],
    ["a server error", "http", status(503)],
    ["not JSON (a proxy's error page)", "invalid", new Response("<html>oops</html>", { status: 200 })],
    ["JSON that is no catalog: an array", "invalid", json(["a"])],
    ["JSON that is no catalog: empty", "invalid", json({})],
    ["JSON that is no catalog: a number as a message", "invalid", json({ greeting: 1 })],
    ["JSON null", "invalid", json(null)],
  ])("%s: the load rejects with the code %s and adds nothing", async (_name, code, reply) => {
    const { files, answer } = gatedFiles();
    const loading = m.catalogs.fileCatalogs.load("en");
    await vi.waitFor(() => expect(files()).toHaveLength(1));
    await answer("debt-notice.en.json", reply);
    await expect(loading).rejects.toMatchObject({ code });
    expect(m.catalogs.fileCatalogs.loaded()).toEqual(["sk"]);
    expect(m.i18n.i18nFor("en").locale).toBe("sk");
  });

  it("the preload script's early fetches are adopted once each, then fetched anew", async () => {
    const { files, answer } = gatedFiles();
    m.early.fetchCatalogsEarly();
    await vi.waitFor(() => expect(files()).toEqual(["debt-notice.en.json", "debt-notice.ua.json"]));
    // The first paint only peeks: the fetch stays for the widget.
    expect(m.early.earlyCatalogFile("en")).toBe(m.early.earlyCatalogFile("en"));
    const english = m.catalogs.fileCatalogs.load("en");
    await answer("debt-notice.en.json", json(ENGLISH));
    await expect(english).resolves.toBeUndefined();
    expect(m.catalogs.fileCatalogs.loaded()).toContain("en");
    expect(files()).toHaveLength(2);
    expect(m.early.adoptEarlyCatalog("en")).toBeUndefined();
    const again = m.files.fetchCatalogFile("en");
    await vi.waitFor(() => expect(files()).toHaveLength(3));
    await answer("debt-notice.en.json", json(ENGLISH));
    await expect(again).resolves.toEqual(ENGLISH);
  });

  it("the preload script and the UMD's first lines both start the early fetch: each file is asked for once", async () => {
    const { files, answer } = gatedFiles();
    m.early.fetchCatalogsEarly();
    m.early.fetchCatalogsEarly();
    await vi.waitFor(() => expect(files()).toEqual(["debt-notice.en.json", "debt-notice.ua.json"]));
    const ukrainian = m.early.adoptEarlyCatalog("ua");
    await answer("debt-notice.ua.json", json(UKRAINIAN));
    await expect(ukrainian).resolves.toEqual(UKRAINIAN);
    expect(files()).toHaveLength(2);
  });
});
