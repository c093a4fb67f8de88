import { describe, expect, it } from "vitest";
import {
  selectIsPaying,
  selectOffersInstalments,
  selectScreen,
  selectUnrecordedClick,
} from "../../../src/machine/debt-notice.selectors";
import { REF, failure, makeDetails, makeFile, startLoadedHome, startMachine } from "../../helpers/machine-harness";

describe("tracking clicks", () => {
  it("pay.click marks clickedOnPay and sets the local flag on success", async () => {
    const h = await startLoadedHome({ sessionId: "session-5" });
    h.send({ type: "pay.click" });
    expect(h.markState.inputs).toStrictEqual([{ reference: REF, sessionId: "session-5", flag: "clickedOnPay" }]);
    expect(h.emittedOf("pay")).toEqual([{ type: "pay" }]);
    expect(selectIsPaying(h.snapshot)).toBe(true);
    expect(h.snapshot.context.clickedOnPay).toBe(false);

    // A second click while marking is not a second mark.
    h.send({ type: "pay.click" });
    expect(h.markState.calls).toHaveLength(1);

    await h.markState.resolve(undefined);
    expect(h.snapshot.context.clickedOnPay).toBe(true);
    expect(selectScreen(h.snapshot)).toBe("payClicked");
    expect(selectIsPaying(h.snapshot)).toBe(false);
  });

  it("a failed pay mark shows serverError and changes nothing locally", async () => {
    const h = await startLoadedHome();
    h.send({ type: "pay.click" });
    await h.markState.reject(failure("server"));
    expect(h.snapshot.context.clickedOnPay).toBe(false);
    expect(selectScreen(h.snapshot)).toBe("form");
    expect(h.emittedOf("notify")).toEqual([{ type: "notify", code: "serverError" }]);
    expect(h.emittedOf("failed")).toEqual([{ type: "failed", call: "updateState" }]);
    expect(h.actions.logFailure).toHaveBeenCalledWith({ call: "updateState", code: "server" });
  });

  it("pay.click before the details have loaded is ignored", () => {
    const h = startMachine();
    h.send({ type: "pay.click" });
    expect(h.markState.calls).toHaveLength(0);
    expect(h.emittedOf("pay")).toEqual([]);
  });

  const calendarCases = [
    { actualDebt: "100,00", marked: false },
    { actualDebt: 100, marked: false },
    { actualDebt: "99,99", marked: false },
    { actualDebt: "100,01", marked: true },
    { actualDebt: 100.01, marked: true },
    { actualDebt: "1 150,75", marked: true },
    { actualDebt: "not an amount", marked: false },
    { actualDebt: null, marked: false },
  ] as const;
  for (const { actualDebt, marked } of calendarCases) {
    it(`calendar.click with actualDebt ${JSON.stringify(actualDebt)} is ${marked ? "marked" : "ignored"}`, async () => {
      const h = await startLoadedHome({ actualDebt });
      expect(selectOffersInstalments(h.snapshot)).toBe(marked);
      h.send({ type: "calendar.click" });
      expect(h.markState.inputs).toStrictEqual(
        marked ? [{ reference: REF, sessionId: makeDetails().sessionId, flag: "clickedOnCalendar" }] : [],
      );
    });
  }

  it("a calendar mark changes nothing locally", async () => {
    const h = await startLoadedHome();
    const before = h.snapshot.context;
    h.send({ type: "calendar.click" });
    await h.markState.resolve(undefined);
    expect(h.snapshot.context).toEqual(before);
    expect(h.snapshot.matches({ tracking: { calendar: "idle" } })).toBe(true);
    expect(h.emittedOf("notify")).toEqual([]);
  });

  it("a failed calendar mark shows serverError", async () => {
    const h = await startLoadedHome();
    h.send({ type: "calendar.click" });
    await h.markState.reject(failure("timeout"));
    expect(h.emittedOf("notify")).toEqual([{ type: "notify", code: "serverError" }]);
    expect(h.emittedOf("failed")).toEqual([{ type: "failed", call: "updateState" }]);
    expect(h.snapshot.context.clickedOnPay).toBe(false);
  });

  it("totalDebt.open marks clickedOnTotalDebt, with no local change", async () => {
    const h = await startLoadedHome();
    h.send({ type: "totalDebt.open" });
    expect(h.markState.inputs).toStrictEqual([
      { reference: REF, sessionId: makeDetails().sessionId, flag: "clickedOnTotalDebt" },
    ]);
    const before = h.snapshot.context;
    await h.markState.resolve(undefined);
    expect(h.snapshot.context).toEqual(before);
    expect(selectScreen(h.snapshot)).toBe("totalDebt");
  });

  it("a failed total-debt mark shows serverError but the breakdown stays", async () => {
    const h = await startLoadedHome();
    h.send({ type: "totalDebt.open" });
    await h.markState.reject(failure("server"));
    expect(selectScreen(h.snapshot)).toBe("totalDebt");
    expect(h.emittedOf("notify")).toEqual([{ type: "notify", code: "serverError" }]);
  });

  it("totalDebt.open while a comment is being sent or a file read neither navigates nor marks", async () => {
    const h = await startLoadedHome();
    h.send({ type: "attachment.select", file: makeFile() });
    h.send({ type: "totalDebt.open" });
    expect(h.readAttachment.last.signal.aborted).toBe(false);
    await h.readAttachment.reject(failure("empty"));

    h.send({ type: "comment.change", value: "objection" });
    h.send({ type: "comment.submit" });
    h.send({ type: "totalDebt.open" });
    expect(h.getCaptchaToken.last.signal.aborted).toBe(false);
    expect(h.markState.calls).toHaveLength(0);
    expect(h.actions.pushRoute).not.toHaveBeenCalled();
    expect(selectScreen(h.snapshot)).toBe("form");
  });

  it("tracking runs independently of the page: a pay mark survives opening the breakdown", async () => {
    const h = await startLoadedHome();
    h.send({ type: "pay.click" });
    h.send({ type: "totalDebt.open" });
    expect(h.markState.inputs.map((input) => input.flag)).toEqual(["clickedOnPay", "clickedOnTotalDebt"]);
    await h.markState.resolve(undefined, h.markState.calls[0]);
    expect(h.snapshot.context.clickedOnPay).toBe(true);
  });

  it("a click the gateway did not record stays said until the same click is recorded", async () => {
    const h = await startLoadedHome();
    expect(selectUnrecordedClick(h.snapshot)).toBeNull();
    h.send({ type: "calendar.click" });
    await h.markState.reject(failure("server"));
    expect(selectUnrecordedClick(h.snapshot)).toBe("clickedOnCalendar");
    // Another click recorded does not make the calendar's record true.
    h.send({ type: "totalDebt.open" });
    await h.markState.resolve(undefined);
    expect(selectUnrecordedClick(h.snapshot)).toBe("clickedOnCalendar");
    h.send({ type: "totalDebt.back" });
    h.send({ type: "calendar.click" });
    await h.markState.resolve(undefined);
    expect(selectUnrecordedClick(h.snapshot)).toBeNull();
  });

  it("a pay click not recorded, then recorded: said, then no longer", async () => {
    const h = await startLoadedHome();
    h.send({ type: "pay.click" });
    await h.markState.reject(failure("timeout"));
    expect(selectUnrecordedClick(h.snapshot)).toBe("clickedOnPay");
    h.clock.increment(5_000);
    h.send({ type: "pay.click" });
    await h.markState.resolve(undefined);
    expect(selectUnrecordedClick(h.snapshot)).toBeNull();
    expect(selectScreen(h.snapshot)).toBe("payClicked");
  });
});
