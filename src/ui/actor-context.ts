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

/** Reads one value from the machine; re-renders only when that value changes. */
export function useDebtNotice<T>(selector: (snapshot: DebtNoticeSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
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
