import { createContext, useContext } from "react";
import { useSelector } from "@xstate/react";
import type { ProviderConfig } from "../domain/provider-config";
import type { DebtNoticeSnapshot } from "../machine/debt-notice.selectors";
import type { DebtNoticeEvent } from "../machine/debt-notice.types";
import type { DebtNoticeActorRef, UiSession } from "./ui-session";

export const SessionContext = createContext<UiSession | null>(null);
export const ConfigContext = createContext<ProviderConfig | null>(null);

export function useSession(): UiSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error("debt-notice: UI rendered outside its session provider.");
  return session;
}

export function useActorContextRef(): DebtNoticeActorRef {
  return useSession().actor;
}

/** Equal when both are the same value, or plain objects whose own fields are the same values. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * Reads one value from the machine; re-renders only when that value changes. Selectors that
 * build view objects are compared field by field, so a keystroke re-renders only what shows it.
 */
export function useDebtNotice<T>(
  selector: (snapshot: DebtNoticeSnapshot) => T,
  compare: (a: T, b: T) => boolean = shallowEqual,
): T {
  return useSelector(useActorContextRef(), selector, compare);
}

export function useSend(): (event: DebtNoticeEvent) => void {
  return useSession().send;
}

/** The provider's texts and links, in the language on screen where the host gave them per language. */
export function useConfig(): ProviderConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error("debt-notice: UI rendered outside its config provider.");
  return config;
}
