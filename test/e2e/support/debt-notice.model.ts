import type { Locator, Page } from "playwright-core";

/** The widget as a user sees it; Playwright's role locators pierce the open shadow root. */
export class DebtNoticeModel {
  readonly host: Locator;

  constructor(
    readonly page: Page,
    selector = "debt-notice",
  ) {
    this.host = page.locator(selector);
  }

  get heading(): Locator {
    return this.host.getByRole("heading", { level: 1 });
  }
  /** Found by its place, not its name: the name is in the page's language (English only in English). */
  get languageChooser(): Locator {
    return this.host.locator("[part~='language']").getByRole("combobox");
  }
  get root(): Locator {
    return this.host.locator(".dn-root");
  }
  get commentField(): Locator {
    return this.host.getByRole("textbox");
  }
  get sendButton(): Locator {
    return this.host.getByRole("button", { name: /Send/ }).first();
  }
  get payLink(): Locator {
    return this.host.getByRole("link", { name: /Pay debt for/ });
  }
  /** The pay link found by its place, in any language (it opens the payment page in a new tab). */
  get payLinkAnyLanguage(): Locator {
    return this.host.locator("a.dn-button--primary[target=_blank]").first();
  }
  get calendarLink(): Locator {
    // CONTRACT §6: the instalment-calendar control's English name contains "calendar".
    return this.host.getByRole("link", { name: /calendar/ });
  }
  get totalDebtButton(): Locator {
    return this.host.getByRole("button", { name: /total debt/ });
  }
  get toasts(): Locator {
    return this.host.locator(".dn-toast");
  }

  /**
   * Waits until a view (not the loading overlay) is on screen; given a language tag, also until
   * the page speaks it. The view can come before the debtor's preferred language does (the two
   * start-up calls answer in either order), so a test that reads texts names the language.
   */
  async ready(language?: "sk" | "en" | "uk"): Promise<void> {
    await this.root.and(this.page.locator(":not([data-screen='loading'])")).waitFor();
    await this.heading.waitFor();
    // The home view's sections follow its greeting by a few frames (AfterTheGreeting): a check of
    // the page (axe, a section's absence) must see them.
    await this.root.locator(".dn-later").waitFor({ state: "detached" });
    if (language) await this.root.and(this.page.locator(`[lang='${language}']`)).waitFor();
  }

  async screen(): Promise<string | null> {
    return this.root.getAttribute("data-screen");
  }

  /** The contract's visible names are English: tests that read them switch to English first. */
  async useEnglish(): Promise<void> {
    await this.languageChooser.selectOption("en");
    await this.page.waitForFunction(
      () => document.querySelector("debt-notice")?.shadowRoot?.querySelector(".dn-root")?.getAttribute("lang") === "en",
    );
  }
}
