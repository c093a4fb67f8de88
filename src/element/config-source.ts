import {
  LOCALIZED_FIELDS,
  LOCALIZED_TRUST_FIELDS,
  type DebtNoticeConfig,
  type ProviderConfig,
  type TextByLanguage,
} from "../domain/provider-config";
import type { WireLanguage } from "../domain/languages";
import { resolveConfig } from "../session/resolve-config";

/**
 * Config written in HTML or set on the element is checked leniently: a wrong field is reported
 * on the console and dropped, the rest still applies (a blank widget helps nobody). What is left
 * goes on to `mount()` as a host's config would.
 */
export function lenientConfig(value: unknown, warn: (message: string) => void): DebtNoticeConfig {
  return asHostConfig(
    resolveConfig(value as DebtNoticeConfig, {
      invalid: (message) => warn(`${message} It is ignored.`),
      warning: warn,
    }),
  );
}

/** A checked config written back in the host's shape: texts per language as `{ sk, en, ua }`. */
function asHostConfig(config: ProviderConfig): DebtNoticeConfig {
  const { byLanguage, trust, ...fields } = config;
  const perLanguage = (pick: (language: WireLanguage) => string | undefined, single: string | null) => {
    const texts: { -readonly [L in WireLanguage]?: string } = {};
    for (const [language] of Object.entries(byLanguage) as [WireLanguage, unknown][]) {
      const text = pick(language);
      if (text !== undefined) texts[language] = text;
    }
    return Object.keys(texts).length > 0 ? (texts as TextByLanguage) : single;
  };
  const host: DebtNoticeConfig = { ...fields, trust: { ...trust } };
  for (const field of LOCALIZED_FIELDS) {
    host[field] = perLanguage((language) => byLanguage[language]?.fields[field], config[field]);
  }
  for (const field of LOCALIZED_TRUST_FIELDS) {
    host.trust![field] = perLanguage((language) => byLanguage[language]?.trust[field], trust[field]);
  }
  return host;
}

/**
 * The config of a `<script type="application/json">` child: a path that needs no inline script,
 * so it works under `script-src 'self'` (a data block is never executed). Undefined when absent.
 */
export function readJsonConfig(element: Element, warn: (message: string) => void): unknown {
  const script = element.querySelector(':scope > script[type="application/json"]');
  if (!script) return undefined;
  try {
    return JSON.parse(script.textContent ?? "");
  } catch {
    warn('debt-notice: the <script type="application/json"> config is not valid JSON; it is ignored.');
    return undefined;
  }
}
