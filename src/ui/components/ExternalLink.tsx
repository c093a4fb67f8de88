import type { ReactNode } from "react";
import { safeExternalUrl } from "../../domain/safe-url";

interface ExternalLinkProps {
  href: string | null | undefined;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  /** Rendered instead when the URL is not safe to follow (README: the `config` property). */
  fallback?: ReactNode;
}

/** Leaves the page in a new tab, without opener or referrer, and only for safe URLs. */
export function ExternalLink({ href, className, children, onClick, fallback = null }: ExternalLinkProps) {
  const url = safeExternalUrl(href ?? null);
  if (!url) return <>{fallback}</>;
  return (
    <a href={url} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
    </a>
  );
}
