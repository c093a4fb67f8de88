// debt-notice/unstable: the statechart with its full xstate types, for tools and tests that drive
// it headless. Not part of the stable surface: it changes whenever the widget's behaviour does.
// The ES build imports the very object of the main entry (one machine, one copy of the code).
import type { DebtNoticeMachine } from "./machine/debt-notice.machine";
import { debtNoticeMachine as statechart } from "./index";

export const debtNoticeMachine = statechart as unknown as DebtNoticeMachine;
export type { DebtNoticeMachine };
export type {
  DebtNoticeContext,
  DebtNoticeEmitted,
  DebtNoticeEvent,
  DebtNoticeInput,
} from "./machine/debt-notice.types";
// The config as the widget holds it once checked (every field present, texts per language apart):
// what the machine's context carries, never what a host passes (that is DebtNoticeConfig).
export type { ProviderConfig, PayeeConfig } from "./domain/provider-config";
