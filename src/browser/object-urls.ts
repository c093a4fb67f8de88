/**
 * The `blob:` URLs of one session (attachment previews of up to 10 MB each). Every URL the
 * session creates is tracked until it is revoked, so that the end of the session can release
 * whatever is still alive.
 */
export interface ObjectUrls {
  create(blob: Blob): string;
  revoke(url: string): void;
  /** Revokes every URL created here and not yet revoked. */
  revokeAll(): void;
}

export function trackedObjectUrls(
  create: (blob: Blob) => string = (blob) => URL.createObjectURL(blob),
  revoke: (url: string) => void = (url) => URL.revokeObjectURL(url),
): ObjectUrls {
  const live = new Set<string>();
  return {
    create(blob) {
      const url = create(blob);
      live.add(url);
      return url;
    },
    revoke(url) {
      if (!live.delete(url)) return;
      revoke(url);
    },
    revokeAll() {
      for (const url of [...live]) this.revoke(url);
    },
  };
}
