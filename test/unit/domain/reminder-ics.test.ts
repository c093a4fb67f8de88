import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildReminderIcs, foldLine, isIsoDate, localDatePlusDays } from "../../../src/domain/reminder-ics";

const URL_BACK = "https://poistovna.example.test/dlznik/ABC123?m=1&lang=sk";

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return { calendar, event };
}

const base = {
  uid: "f3b1c2d4-0001@debt-notice",
  stamp: new Date(Date.UTC(2026, 10, 23, 20, 5, 9)),
  date: "2026-11-30",
  summary: "Zaplatiť nedoplatok na poistnom",
  description: "Suma na úhradu: 123,45 €\nIBAN: SK31 1200 0000 1987 4263 7541\nVariabilný symbol: 1234567890",
  url: URL_BACK,
};

describe("the reminder's calendar file", () => {
  it("is one all-day event that a calendar parser reads back field by field", () => {
    const ics = buildReminderIcs(base);
    const { calendar, event } = parse(ics);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    expect(event.getFirstPropertyValue("uid")).toBe(base.uid);
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe("2026-11-30");
    expect((event.getFirstPropertyValue("dtend") as ICAL.Time).toString()).toBe("2026-12-01");
    expect((event.getFirstPropertyValue("dtstamp") as ICAL.Time).toString()).toBe("2026-11-23T20:05:09Z");
    expect(event.getFirstPropertyValue("summary")).toBe(base.summary);
    expect(event.getFirstPropertyValue("description")).toBe(`${base.description}\n${URL_BACK}`);
    expect(event.getFirstPropertyValue("url")).toBe(URL_BACK);
    const alarm = event.getFirstSubcomponent("valarm");
    expect(alarm?.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(String(alarm?.getFirstPropertyValue("trigger"))).toBe("PT9H");
  });

  it("ends every line with CRLF and folds none longer than 75 octets, also in Ukrainian", () => {
    const summary = "Сплатити борг за внески на медичне страхування — нагадування, Ваш період 01/2025; дякуємо";
    const description = `Сума до сплати: 1 234,56 €\nОтримувач: Union zdravotná poisťovňa, a. s.\n${"ž".repeat(120)}`;
    const ics = buildReminderIcs({ ...base, summary, description });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(3);
    const { event } = parse(ics);
    expect(event.getFirstPropertyValue("summary")).toBe(summary);
    expect(event.getFirstPropertyValue("description")).toBe(`${description}\n${URL_BACK}`);
  });

  it("escapes commas, semicolons and backslashes in texts", () => {
    const summary = "a, b; c \\ d";
    const ics = buildReminderIcs({ ...base, summary, url: null });
    expect(ics).toContain("SUMMARY:a\\, b\\; c \\\\ d\r\n");
    const { event } = parse(ics);
    expect(event.getFirstPropertyValue("summary")).toBe(summary);
    expect(event.getFirstPropertyValue("url")).toBeNull();
    expect(event.getFirstPropertyValue("description")).toBe(base.description);
  });

  it("never splits a character across a fold", () => {
    const folded = foldLine(`DESCRIPTION:${"€".repeat(40)}`);
    for (const part of folded.split("\r\n ")) expect(part).not.toContain("\uFFFD");
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"€".repeat(40)}`);
  });

  it("refuses a day that does not exist", () => {
    expect(() => buildReminderIcs({ ...base, date: "2026-02-30" })).toThrow();
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-2-3")).toBe(false);
  });

  it("counts days on the local calendar, across a month's end", () => {
    expect(localDatePlusDays(new Date(2026, 11, 28, 23, 30), 7)).toBe("2027-01-04");
  });
});
