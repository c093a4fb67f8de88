import { describe, expect, it } from "vitest";
import { selectReminder } from "../../../src/machine/reminder.selectors";
import { initialReminder } from "../../../src/machine/states/reminder";
import { makeDetails, startMachine } from "../../helpers/machine-harness";

const content = { summary: "Pay the debt", description: "Amount to pay: €12.30", url: "https://example.test/REF-1" };

describe("remind me to pay", () => {
  it("offers a week from today, any day from tomorrow", () => {
    const h = startMachine({ today: "2026-12-28" });
    expect(selectReminder(h.snapshot)).toEqual({
      date: "2027-01-04",
      earliest: "2026-12-29",
      usable: true,
      showsDateProblem: false,
    });
  });

  it("saves the calendar file for the chosen day, with the page's texts, and calls nobody", async () => {
    const h = startMachine({ today: "2026-11-23" });
    await h.fetchDetails.resolve(makeDetails());
    h.send({ type: "reminder.dateChange", date: "2026-12-05" });
    h.send({ type: "reminder.download", content });
    expect(h.actions.saveReminder).toHaveBeenCalledExactlyOnceWith({ ...content, date: "2026-12-05" });
    expect(h.markState.calls).toHaveLength(0);
    expect(h.uploadComment.calls).toHaveLength(0);
  });

  for (const date of ["", "2026-11-23", "2026-11-31"]) {
    it(`refuses ${JSON.stringify(date)} (empty, today, no such day) and says why until the date changes`, async () => {
      const h = startMachine({ today: "2026-11-23" });
      await h.fetchDetails.resolve(makeDetails());
      h.send({ type: "reminder.dateChange", date });
      expect(selectReminder(h.snapshot).showsDateProblem).toBe(false);
      h.send({ type: "reminder.download", content });
      expect(h.actions.saveReminder).not.toHaveBeenCalled();
      expect(selectReminder(h.snapshot)).toMatchObject({ usable: false, showsDateProblem: true });
      h.send({ type: "reminder.dateChange", date: "2026-11-24" });
      expect(selectReminder(h.snapshot)).toMatchObject({ usable: true, showsDateProblem: false });
      h.send({ type: "reminder.download", content });
      expect(h.actions.saveReminder).toHaveBeenCalledExactlyOnceWith({ ...content, date: "2026-11-24" });
    });
  }

  it("one file per press: a second press within a second (a double click) saves nothing more", async () => {
    const h = startMachine({ today: "2026-11-23" });
    await h.fetchDetails.resolve(makeDetails());
    h.send({ type: "reminder.download", content });
    h.send({ type: "reminder.download", content });
    expect(h.actions.saveReminder).toHaveBeenCalledTimes(1);
    h.clock.increment(999);
    h.send({ type: "reminder.download", content });
    expect(h.actions.saveReminder).toHaveBeenCalledTimes(1);
    // Right after a save, an unusable date is still refused, with its reason.
    h.send({ type: "reminder.dateChange", date: "" });
    h.send({ type: "reminder.download", content });
    expect(selectReminder(h.snapshot).showsDateProblem).toBe(true);
    h.send({ type: "reminder.dateChange", date: "2026-11-30" });
    // A press a second later is a new decision: a second file, as asked.
    h.clock.increment(1);
    h.send({ type: "reminder.download", content });
    expect(h.actions.saveReminder).toHaveBeenCalledTimes(2);
  });

  it("saves nothing before the debt's details are there", () => {
    const h = startMachine();
    h.send({ type: "reminder.download", content });
    expect(h.actions.saveReminder).not.toHaveBeenCalled();
  });

  it("counts from the device's clock when the host gives no day", () => {
    const { date, earliest } = initialReminder();
    expect(date > earliest).toBe(true);
    expect(new Date(`${earliest}T12:00:00`).getTime()).toBeGreaterThan(Date.now());
  });
});
