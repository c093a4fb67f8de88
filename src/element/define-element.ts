import type { DebtNoticeConfig } from "../domain/provider-config";
import { mount, type DebtNoticeHandle } from "../mount";
import { OBSERVED_ATTRIBUTES, optionsFromAttributes } from "./attributes";

export interface DebtNoticeElement extends HTMLElement {
  /** The provider's texts and links (README: configuration). */
  config: DebtNoticeConfig | undefined;
}

/**
 * A thin adapter: attributes and `config` in, `mount()` does the rest. Built inside a
 * function so that importing the ESM build in Node (no HTMLElement) does not throw.
 */
function createElementClass(): CustomElementConstructor {
  return class extends HTMLElement implements DebtNoticeElement {
    static observedAttributes = [...OBSERVED_ATTRIBUTES];
    #handle: DebtNoticeHandle | null = null;
    #config: DebtNoticeConfig | undefined;
    #pendingUnmount = false;

    get config() {
      return this.#config;
    }
    set config(value) {
      this.#config = value;
      this.#handle?.update({ config: value });
    }

    connectedCallback() {
      // A `config` set before the element was defined shadows the accessor: adopt it.
      if (Object.hasOwn(this, "config")) {
        const early = (this as { config?: DebtNoticeConfig }).config;
        delete (this as { config?: unknown }).config;
        this.#config = early;
      }
      this.#pendingUnmount = false;
      if (!this.#handle) this.#handle = mount(this, { ...optionsFromAttributes(this), config: this.#config });
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
      this.#handle.update(optionsFromAttributes(this));
    }
  };
}

/** Registers the custom element once; calling it again (or loading the script twice) is harmless. */
export function defineDebtNoticeElement(tagName = "debt-notice"): CustomElementConstructor {
  const existing = customElements.get(tagName);
  if (existing) return existing;
  const elementClass = createElementClass();
  customElements.define(tagName, elementClass);
  return elementClass;
}
