import { createSession, type DebtNoticeSession, type SessionHooks } from "./create-session";
import { sessionKey, type ResolvedOptions } from "./option-table";

/**
 * The session lifecycle the adapters share (mount(), the React component): one session per
 * debtor and gateway. New options start a new session only when they name another debtor or
 * gateway (option-table.ts); any other change reaches the running one.
 */
export interface SessionOwner {
  readonly session: DebtNoticeSession;
  readonly options: ResolvedOptions;
  /** The session key of `options`: a renderer compares it to know the session is still theirs. */
  readonly key: string;
  /** Applies new options: a new session when they name another debtor or gateway (`session` changes). */
  set(options: ResolvedOptions): void;
  /** Ends the session; the owner does nothing afterwards. */
  dispose(): void;
}

export function ownSession(options: ResolvedOptions, hooks: SessionHooks): SessionOwner {
  let current = options;
  let session = createSession(options, hooks);
  let disposed = false;
  return {
    get session() {
      return session;
    },
    get options() {
      return current;
    },
    get key() {
      return sessionKey(current);
    },
    set(next) {
      if (disposed) return;
      const newSession = sessionKey(next) !== sessionKey(current);
      current = next;
      if (!newSession) return session.update(next);
      session.dispose();
      session = createSession(next, hooks);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      session.dispose();
    },
  };
}
