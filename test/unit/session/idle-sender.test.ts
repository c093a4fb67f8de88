import { describe, expect, it } from "vitest";
import type { DebtNoticeEvent } from "../../../src/machine/debt-notice.types";
import { idleSender } from "../../../src/session/idle-sender";
import { manualScheduler } from "../../helpers/manual-scheduler";

const text = (value: string): DebtNoticeEvent => ({ type: "comment.change", value });
const submit: DebtNoticeEvent = { type: "comment.submit" };

function setup() {
  const scheduler = manualScheduler();
  const told: DebtNoticeEvent[] = [];
  const sender = idleSender((event) => told.push(event), scheduler);
  return { scheduler, told, sender };
}

describe("idleSender: a keystroke's text reaches the machine after the keystroke", () => {
  it("waits for the page's idle moment, then tells only the latest text, once", () => {
    const { scheduler, told, sender } = setup();
    sender.sendWhenIdle(text("a"));
    sender.sendWhenIdle(text("ab"));
    sender.sendWhenIdle(text("abc"));
    expect(told).toEqual([]);
    expect(scheduler.waiting.idle).toBe(1);
    scheduler.idle();
    expect(told).toEqual([text("abc")]);
    scheduler.idle();
    expect(told).toEqual([text("abc")]);
  });

  it("any other event first delivers the waiting text, so the machine sees them in the order they happened", () => {
    const { scheduler, told, sender } = setup();
    sender.sendWhenIdle(text("I paid"));
    sender.send(submit);
    expect(told).toEqual([text("I paid"), submit]);
    // The idle moment that comes later has nothing left to tell.
    expect(scheduler.waiting.idle).toBe(0);
    scheduler.idle();
    expect(told).toEqual([text("I paid"), submit]);
  });

  it("with nothing waiting, an event is delivered alone and at once", () => {
    const { told, sender } = setup();
    sender.send(submit);
    expect(told).toEqual([submit]);
  });

  it("text typed after an idle moment waits for the next one", () => {
    const { scheduler, told, sender } = setup();
    sender.sendWhenIdle(text("a"));
    scheduler.idle();
    sender.sendWhenIdle(text("ab"));
    expect(told).toEqual([text("a")]);
    scheduler.idle();
    expect(told).toEqual([text("a"), text("ab")]);
  });
});
