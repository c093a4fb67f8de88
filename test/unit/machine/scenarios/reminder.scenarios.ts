import { expect } from "vitest";
import { selectReminder } from "../../../../src/machine/reminder.selectors";
import { initialReminder } from "../../../../src/machine/states/reminder";
import { makeDetails, startMachine } from "../../../helpers/machine-harness";
import { scenarioGroup } from "../../../helpers/machine-scenarios";

const content = { summary: "Pay the debt", description: "Amount to pay: €12.30", url: "https://example.test/REF-1" };

export const reminderScenarios = scenarioGroup("remind me to pay", (scenario) => {
  scenario("offers a week from today, any day from tomorrow", () => {
    const h = startMachine({ today: "2026-12-28" });
    expect(selectReminder(h.snapshot)).toEqual({
      date: "2027-01-04",
      earliest: "2026-12-29",
      usable: true,
      showsDateProblem: false,
    });
  });

  scenario("saves the calendar file for the chosen day, with the page's texts, and calls nobody", async () => {
    const h = startMachine({ today: "2026-11-23" });
    await h.fetchDetails.resolve(makeDetails());
    h.send({ type: "reminder.dateChange", date: "2026-12-05" });
    h.send({ type: "reminder.download", content });
    expect(h.actions.saveReminder).toHaveBeenCalledExactlyOnceWith({ ...content, date: "2026-12-05" });
    expect(h.markState.calls).toHaveLength(0);
    expect(h.uploadComment.calls).toHaveLength(0);
  });

  for (const date of ["", "2026-11-23", "2026-11-31"]) {
    scenario(
      `refuses ${JSON.stringify(date)} (empty, today, no such day) and says why until the date changes`,
      async () => {
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
      },
    );
  }

  scenario("saves nothing before the debt's details are there", () => {
    const h = startMachine();
    h.send({ type: "reminder.download", content });
    expect(h.actions.saveReminder).not.toHaveBeenCalled();
  });

  scenario("counts from the device's clock when the host gives no day", () => {
    const { date, earliest } = initialReminder();
    expect(date > earliest).toBe(true);
    expect(new Date(`${earliest}T12:00:00`).getTime()).toBeGreaterThan(Date.now());
  });
});
