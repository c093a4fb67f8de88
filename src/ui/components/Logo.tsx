import { useConfig } from "../actor-context";
import { safeExternalUrl } from "../../domain/safe-url";
import { ExternalLink } from "./ExternalLink";

/**
 * The provider's logo linking to its site; a built-in mark when no logo URL is configured.
 * Without a provider name the link would have no accessible name, so the mark stands alone.
 */
export function Logo() {
  const config = useConfig();
  const logoUrl = safeExternalUrl(config.logoUrl);
  const mark = logoUrl ? (
    <img className="dn-logo__img" src={logoUrl} alt={config.providerName ?? ""} referrerPolicy="no-referrer" />
  ) : (
    <>
      <svg className="dn-logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      {config.providerName && <span className="dn-logo__name">{config.providerName}</span>}
    </>
  );
  const unlinked = <span className="dn-logo">{mark}</span>;
  if (!config.providerName) return unlinked;
  return (
    <ExternalLink href={config.siteUrl} className="dn-logo" fallback={unlinked}>
      {mark}
    </ExternalLink>
  );
}
