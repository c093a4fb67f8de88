import { createContext, useContext } from "react";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { DebtNoticeMachine } from "../machine/debt-notice.machine";
import type { DebtNoticeSnapshot } from "../machine/debt-notice.selectors";
import type { DebtNoticeEvent } from "../machine/debt-notice.types";
import type { ResolvedOptions } from "../options";

export type DebtNoticeActorRef = ActorRefFrom<DebtNoticeMachine>;

export const ActorContext = createContext<DebtNoticeActorRef | null>(null);
export const OptionsContext = createContext<ResolvedOptions | null>(null);

export function useActorContextRef(): DebtNoticeActorRef {
  const actor = useContext(ActorContext);
  if (!actor) throw new Error("debt-notice: UI rendered outside its actor provider.");
  return actor;
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
  return useActorContextRef().send;
}

export function useOptions(): ResolvedOptions {
  const options = useContext(OptionsContext);
  if (!options) throw new Error("debt-notice: UI rendered outside its options provider.");
  return options;
}
