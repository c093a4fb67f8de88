import { enqueueActions, type ParameterizedObject } from "xstate";
import type { DebtNoticeContext, DebtNoticeEmitted, DebtNoticeEvent } from "./debt-notice.types";

type CollectFor<
  TParams extends ParameterizedObject["params"] | undefined,
  TAction extends ParameterizedObject,
> = Parameters<
  typeof enqueueActions<
    DebtNoticeContext,
    DebtNoticeEvent,
    TParams,
    DebtNoticeEvent,
    never,
    TAction,
    never,
    never,
    DebtNoticeEmitted
  >
>[0];

/** `enqueueActions` typed for this machine: its params, and the provided action it may enqueue. */
export function machineEnqueue<
  TParams extends ParameterizedObject["params"] | undefined,
  TAction extends ParameterizedObject = never,
>(collect: CollectFor<TParams, TAction>) {
  return enqueueActions(collect);
}
