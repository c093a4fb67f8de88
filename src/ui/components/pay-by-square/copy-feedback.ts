import { useActorRef, useSelector } from "@xstate/react";
import { assign, setup } from "xstate";

/** "Copied: IBAN" for a few seconds after a copy button did its work; a newer copy restarts it. */
export const copyFeedbackMachine = setup({
  types: {} as { context: { copied: string | null }; events: { type: "copied"; label: string } },
  delays: { shown: 5000 },
}).createMachine({
  context: { copied: null },
  initial: "quiet",
  on: { copied: { target: ".showing", reenter: true, actions: assign({ copied: ({ event }) => event.label }) } },
  states: {
    quiet: {},
    showing: { after: { shown: { target: "quiet", actions: assign({ copied: null }) } } },
  },
});

/** The label of what was copied last (while it is shown), and the function that reports a copy. */
export function useCopyFeedback(): [copied: string | null, reportCopied: (label: string) => void] {
  const actor = useActorRef(copyFeedbackMachine);
  const copied = useSelector(actor, (snapshot) => snapshot.context.copied);
  return [copied, (label) => actor.send({ type: "copied", label })];
}
