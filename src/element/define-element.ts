import type { DebtNoticeConfig } from "../domain/provider-config";
import { mountWidget, type DebtNoticeHandle } from "../mount";
import { createWarnOnce } from "../session/warn-once";
import type { DebtNoticeOptionProperties } from "../session/option-table";
import { adoptEarlyProperties, defineAttributeProperties } from "./attribute-properties";
import { OBSERVED_ATTRIBUTES, optionsFromAttributes, warnAboutMisspeltAttributes } from "./attributes";
import { dropFirstPaint } from "../first-paint/standing";
import { clickableAncestor } from "./clickable-ancestor";
import { createElementIn, listenOn, readyStateOf, shadowedDocumentRead } from "./document-reads";
import {
  holdsAnotherWidget,
  isConfiguredByScript,
  markConfiguredByScript,
  namesAnotherDebtor,
  otherWidgets,
  readsTheAddress,
  readsTheAddressBeside,
} from "./page-widgets";
import { allowGatewayOrigins } from "./gateway-origins";

export interface DebtNoticeElement extends HTMLElement, DebtNoticeOptionProperties {
  /** The provider's texts and links (README: configuration): from script only, never from markup. */
  config: DebtNoticeConfig | undefined;
}

/**
 * A thin adapter: attributes and `config` in, `mount()` does the rest. Built inside a
 * function so that importing the ESM build in Node (no HTMLElement) does not throw.
 */
function createElementClass(): CustomElementConstructor {
  const elementClass = class extends HTMLElement {
    static observedAttributes = [...OBSERVED_ATTRIBUTES];
    #handle: DebtNoticeHandle | null = null;
    #config: DebtNoticeConfig | undefined;
    #configSet = false;
    #pendingUnmount = false;
    #mountQueued = false;
    #warn = createWarnOnce();

    get config() {
      return this.#config;
    }
    set config(value) {
      this.#config = value;
      this.#configSet = true;
      markConfiguredByScript(this);
      this.#handle?.update({ config: value });
    }

    /**
     * The property, never markup: markup can be injected into a page, and a `<script
     * type="application/json">` child naming another account or phone would be shown beside this
     * debtor's name and amount (docs/security.md). Such a child is ignored, with one warning.
     */
    #currentConfig(): DebtNoticeConfig | undefined {
      if (hasJsonChild(this))
        this.#warn(
          `debt-notice: the <script type="application/json"> child of this <${this.localName}> is ignored: the widget takes its config from script only (the config property, README: embedding), because markup injected into a page must not give a debtor another account, phone or link.`,
        );
      return this.#config;
    }

    connectedCallback() {
      adoptEarlyProperties(this);
      // A `config` set before the element was defined shadows the accessor: adopt it.
      if (Object.hasOwn(this, "config")) {
        const early = (this as { config?: DebtNoticeConfig }).config;
        delete (this as { config?: unknown }).config;
        this.#config = early;
        this.#configSet = true;
        markConfiguredByScript(this);
      }
      this.#pendingUnmount = false;
      if (!this.shadowRoot) this.attachShadow({ mode: "open" });
      if (this.#handle || this.#mountQueued) return;
      this.#mountQueued = true;
      // Routing is decided once: after the script that created or moved the element has set its
      // attributes (`append(el); el.setAttribute("reference", …)`), never from a half-built element.
      queueMicrotask(() => this.#mountNow());
    }

    #mountNow() {
      this.#mountQueued = false;
      if (this.#handle || !this.isConnected) return;
      // Decided once the page is parsed: which elements it holds, which of them its script gave a
      // config, and which gateway origins its scripts list (a copy of the widget's script that
      // injected markup loaded before the page's own one upgrades elements while the page is
      // parsed, the fourteenth trial). A page's own deferred scripts have all run by then.
      if (readyStateOf(this.ownerDocument) === "loading") {
        this.#mountQueued = true;
        listenOn(this.ownerDocument, "DOMContentLoaded", () => this.#mountNow(), { once: true });
        return;
      }
      // A frame without an address of its own (<iframe srcdoc>, about:blank) is markup's page: an
      // injected srcdoc frame showed another debtor with the config file loaded again inside it,
      // where the page's one-debtor rule cannot see (the eighteenth trial).
      if (globalThis.location?.protocol === "about:")
        return this.#stayEmpty(
          `debt-notice: this <${this.localName}> is in a document without an address of its own (${globalThis.location.href}), such as a frame's srcdoc, which markup can write: it stays empty.`,
        );
      const shadowed = shadowedDocumentRead(this.ownerDocument);
      if (shadowed !== null)
        return this.#stayEmpty(
          `debt-notice: markup on this page shadows document.${shadowed} (an element named "${shadowed}"), which rendering the notice needs: it stays empty.`,
        );
      if (holdsAnotherWidget(this)) {
        this.#warn(
          `debt-notice: this <${this.localName}> holds another <${this.localName}> inside it (markup left unclosed, or injected before the page's own): it stays empty and shows the one inside.`,
        );
        dropFirstPaint(this);
        this.shadowRoot?.replaceChildren(createElementIn(this.ownerDocument, "slot"));
        this.#setHidden(false);
        return;
      }
      const around = clickableAncestor(this);
      if (around !== null)
        return this.#stayEmpty(
          `debt-notice: this <${this.localName}> is inside a <${around}> (markup left unclosed, or injected before it), which would take the debtor's clicks on the notice: it stays empty.`,
        );
      const others = otherWidgets(this);
      // One page, one debtor: markup can load the page's own config script again right after an
      // element of its own (script-src 'self' allows it; a hash allows a copy of an inline one),
      // which then has the page's account, contacts and payment origins for the debtor it names
      // (the seventeenth trial). Which of two such elements is the page's cannot be told: neither shows.
      if (others.some((other) => namesAnotherDebtor(this, other)))
        return this.#stayEmpty(
          `debt-notice: this <${this.localName}> names a debtor, and another <${this.localName}> on this page names a different one: neither shows. Markup injected into the page could have added one of them, with the page's own config script after it; a page shows one debtor's notice.`,
        );
      // The page's own element is the one its script gave a config: markup cannot set a property.
      // Beside such an element, one without a config is markup injected into the page (the
      // fifteenth trial: a bare routing="path" element blanked the partner's real widget).
      const configured = others.filter(isConfiguredByScript);
      if (!this.#configSet && configured.length > 0)
        return this.#stayEmpty(
          `debt-notice: this <${this.localName}> has no config, but another <${this.localName}> on this page has one from the page's script: it stays empty (markup injected into the page must not show a debtor's notice without the page's account, phone and payment origins).`,
        );
      // Among elements of the same standing (all configured by script, or none), the address rules.
      const peers = this.#configSet ? configured : others;
      if (readsTheAddress(this) && peers.length > 0)
        return this.#stayEmpty(
          `debt-notice: this <${this.localName}> would read the debtor's reference from the page's address, but the page holds another <${this.localName}>: it stays empty. A page with path routing holds one widget (markup injected beside it must not show this debtor's notice).`,
        );
      if (!readsTheAddress(this) && peers.some((other) => readsTheAddressBeside(this, other)))
        return this.#stayEmpty(
          `debt-notice: this <${this.localName}> has a reference of its own, but the page holds a <${this.localName}> that reads the debtor's reference from the page's address: it stays empty. Markup injected into that page must not show another debtor's notice at this debtor's address.`,
        );
      this.#setHidden(false);
      warnAboutMisspeltAttributes(this, this.#warn);
      if (!this.hasAttribute("reference") && !this.hasAttribute("routing"))
        this.#warn(
          `debt-notice: this <${this.localName}> has neither a reference nor a routing attribute, so it reads the debtor's reference from the page's address (path routing). On a partner or portal page set reference="…"; on the standalone page write routing="path" (README: embedding).`,
        );
      this.#handle = mountWidget(
        this,
        { ...optionsFromAttributes(this, this.#warn), config: this.#currentConfig() },
        { lenient: true, warn: this.#warn },
      );
    }

    /**
     * Says why on the console, and takes no room: a greeting painted before the decision leaves,
     * and the element is `hidden` (the README's placeholder rule, `debt-notice:not([hidden])`,
     * would otherwise hold a blank screen's height for markup injected into the page).
     */
    #stayEmpty(reason: string): void {
      this.#warn(reason);
      dropFirstPaint(this);
      this.#setHidden(true);
    }

    #hiddenHere = false;
    /** Hides the element, or shows it again only when it was this element that hid it. */
    #setHidden(hide: boolean): void {
      if (hide && !this.hidden) {
        this.hidden = true;
        this.#hiddenHere = true;
      } else if (!hide && this.#hiddenHere) {
        this.hidden = false;
        this.#hiddenHere = false;
      }
    }

    disconnectedCallback() {
      // Moving the element disconnects and reconnects it in one task: keep the session then.
      this.#pendingUnmount = true;
      queueMicrotask(() => {
        if (!this.#pendingUnmount || this.isConnected) return;
        this.#handle?.unmount();
        this.#handle = null;
        this.#pendingUnmount = false;
      });
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null) {
      if (oldValue === newValue || !this.#handle) return;
      this.#handle.update({ ...optionsFromAttributes(this, this.#warn), config: this.#config });
    }
  };
  defineAttributeProperties(elementClass.prototype);
  return elementClass;
}

export interface DefineOptions {
  /**
   * Gateways on other origins that an `api-base` attribute may name (markup can be injected into
   * a page; a script cannot): `["https://gw.insurer.sk"]`. The page's own origin needs no listing.
   */
  apiOrigins?: readonly string[];
}

/** A `<script type="application/json">` child: the config path this widget no longer reads (README: embedding). */
function hasJsonChild(element: Element): boolean {
  return element.querySelector(':scope > script[type="application/json"]') !== null;
}

/** Registers the custom element once; calling it again (or loading the script twice) is harmless. */
export function defineDebtNoticeElement(
  tagName = "debt-notice",
  options: DefineOptions = {},
): CustomElementConstructor {
  allowGatewayOrigins(options.apiOrigins ?? []);
  const existing = customElements.get(tagName);
  if (existing) return existing;
  const elementClass = createElementClass();
  customElements.define(tagName, elementClass);
  return elementClass;
}
