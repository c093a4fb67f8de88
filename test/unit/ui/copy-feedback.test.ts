import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { copyFeedbackMachine } from "../../../src/ui/components/pay-by-square/copy-feedback";

describe("copy feedback", () => {
  const start = () => {
    const clock = new SimulatedClock();
    const actor = createActor(copyFeedbackMachine, { clock }).start();
    return { clock, actor, copied: () => actor.getSnapshot().context.copied };
  };

  it("shows what was copied for 5 seconds, then nothing", () => {
    const { clock, actor, copied } = start();
    expect(copied()).toBeNull();
    actor.send({ type: "copied", label: "IBAN" });
    expect(copied()).toBe("IBAN");
    clock.increment(4999);
    expect(copied()).toBe("IBAN");
    clock.increment(1);
    expect(copied()).toBeNull();
  });

  it("a newer copy replaces the label and restarts the 5 seconds", () => {
    const { clock, actor, copied } = start();
    actor.send({ type: "copied", label: "IBAN" });
    clock.increment(4000);
    actor.send({ type: "copied", label: "Amount" });
    clock.increment(4000);
    expect(copied()).toBe("Amount");
    clock.increment(1000);
    expect(copied()).toBeNull();
  });
});
