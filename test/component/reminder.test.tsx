import userEvent from "@testing-library/user-event";
import { screen, within } from "@testing-library/react";
import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { createPathHistory } from "../../src/browser/history";
import { localDatePlusDays } from "../../src/domain/reminder-ics";
import {
  detailsFixture,
  fakeGateway,
  formShown,
  renderWidget,
  REFERENCE,
  type RenderedWidget,
} from "../helpers/render-widget";

/** Memory routing's link to the debtor's own notice (config `noticeUrlTemplate`). */
const NOTICE_TEMPLATE = "https://www.insurer.example/dlh/{reference}";

/** The reminder's section, its date field unfolded ("Choose a day") as the debtor would. */
async function reminderRegion(name = "Remind me to pay", summary = "Choose a day") {
  const region = within(await screen.findByRole("region", { name }));
  await userEvent.click(region.getByText(summary));
  return region;
}

async function savedEvent(widget: RenderedWidget) {
  expect(widget.env.saveFile).toHaveBeenCalledTimes(1);
  const [file, fileName] = widget.env.saveFile.mock.calls[0] as [Blob, string];
  expect(fileName).toMatch(/\.ics$/);
  expect(file.type).toMatch(/^text\/calendar/);
  const text = await file.text();
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT in the saved file");
  return { text, event };
}

describe("remind me to pay", () => {
  it("is folded until asked for: the form's one text field is the objection's", async () => {
    renderWidget({ options: { reference: REFERENCE } });
    const region = within(await screen.findByRole("region", { name: "Remind me to pay" }));
    expect(region.queryByLabelText("Remind me on")).toBeNull();
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    await userEvent.click(region.getByText("Choose a day"));
    expect(region.getByLabelText("Remind me on")).toHaveAttribute("type", "date");
  });

  it("offers a date a week ahead, not before tomorrow, and says the file carries the personal link", async () => {
    renderWidget({ options: { reference: REFERENCE, config: { noticeUrlTemplate: NOTICE_TEMPLATE } } });
    const region = await reminderRegion();
    const field = region.getByLabelText("Remind me on");
    expect(field).toHaveAttribute("type", "date");
    expect(field).toHaveValue(localDatePlusDays(new Date(), 7));
    expect(field).toHaveAttribute("min", localDatePlusDays(new Date(), 1));
    expect(field).toHaveAccessibleDescription(/link to this page.*personal reference.*Nothing is sent anywhere/);
  });

  it("by keyboard: a new date and Enter save a calendar event with the amount, IBAN, symbols and the link", async () => {
    const widget = renderWidget({ options: { reference: REFERENCE, config: { noticeUrlTemplate: NOTICE_TEMPLATE } } });
    const region = await reminderRegion();
    const field = region.getByLabelText("Remind me on");
    const date = localDatePlusDays(new Date(), 10);
    await widget.user.clear(field);
    await widget.user.type(field, `${date}{Enter}`);
    const { event } = await savedEvent(widget);
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe(date);
    expect(event.getFirstPropertyValue("summary")).toBe("Pay the health insurance debt – Vzorová zdravotná poisťovňa");
    const description = String(event.getFirstPropertyValue("description"));
    expect(description).toMatch(/^Amount to pay: 1,150\.75\s€\n/);
    expect(description).toContain("IBAN: SK31 1200 0000 1987 4263 7541");
    expect(description).toContain("1234567890");
    expect(description).toContain("7712345678");
    expect(description).toContain("0558");
    expect(description).toContain("This notice online:\nhttps://www.insurer.example/dlh/REF-123");
    expect(event.getFirstPropertyValue("url")).toBe("https://www.insurer.example/dlh/REF-123");
    expect(widget.gateway.updateState).not.toHaveBeenCalled();
    expect(widget.gateway.uploadComment).not.toHaveBeenCalled();
  });

  it("the button saves too; the texts are in the debtor's language, Slovak letters intact", async () => {
    const widget = renderWidget({
      options: { reference: REFERENCE },
      env: { gateway: fakeGateway(detailsFixture(), "sk") },
    });
    const region = await reminderRegion("Pripomenúť platbu", "Vybrať deň");
    await widget.user.click(region.getByRole("button", { name: "Uložiť do kalendára" }));
    const { event } = await savedEvent(widget);
    expect(event.getFirstPropertyValue("summary")).toBe("Uhradiť nedoplatok na poistnom – Vzorová zdravotná poisťovňa");
    expect(String(event.getFirstPropertyValue("description"))).toContain(
      "Príjemca: Vzorová zdravotná poisťovňa, a. s.",
    );
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe(localDatePlusDays(new Date(), 7));
  });

  it("an empty date saves nothing and says why, next to the field", async () => {
    const widget = renderWidget({ options: { reference: REFERENCE } });
    const region = await reminderRegion();
    const field = region.getByLabelText("Remind me on");
    await widget.user.clear(field);
    await widget.user.click(region.getByRole("button", { name: "Save to calendar" }));
    expect(await region.findByRole("alert")).toHaveTextContent("Please choose tomorrow or a later day.");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/Please choose tomorrow or a later day/);
    expect(widget.env.saveFile).not.toHaveBeenCalled();
  });

  it("without a payee the event still has the amount and the link", async () => {
    const widget = renderWidget({
      demoConfig: false,
      options: { reference: REFERENCE, config: { noticeUrlTemplate: NOTICE_TEMPLATE } },
    });
    const region = await reminderRegion();
    await widget.user.click(region.getByRole("button", { name: "Save to calendar" }));
    const { event } = await savedEvent(widget);
    expect(event.getFirstPropertyValue("summary")).toBe("Pay the health insurance debt");
    expect(String(event.getFirstPropertyValue("description"))).toBe(
      "Amount to pay: 1,150.75\u00a0€\n\nThis notice online:\nhttps://www.insurer.example/dlh/REF-123",
    );
  });

  describe("nothing of the host page's address leaves in the file", () => {
    const start = window.location.href;
    afterEach(() => window.history.replaceState(null, "", start));
    const PORTAL = "/dlh/PATH-REF?sso_token=SECRET&utm_source=sms#x";

    it("path routing: the link is the page's origin, base path and reference, without its query or fragment", async () => {
      window.history.replaceState(null, "", PORTAL);
      const widget = renderWidget({
        options: { reference: null, routing: "path", basePath: "/dlh/" },
        env: { history: createPathHistory("/dlh/") },
      });
      const region = await reminderRegion();
      await widget.user.click(region.getByRole("button", { name: "Save to calendar" }));
      const { text, event } = await savedEvent(widget);
      expect(event.getFirstPropertyValue("url")).toBe(`${window.location.origin}/dlh/PATH-REF`);
      expect(text).not.toMatch(/SECRET|sso_token|utm_source|#x/);
    });

    it("memory routing without noticeUrlTemplate: no link at all, and nothing of the portal's address", async () => {
      window.history.replaceState(null, "", PORTAL);
      const widget = renderWidget({ options: { reference: REFERENCE } });
      const region = await reminderRegion();
      await widget.user.click(region.getByRole("button", { name: "Save to calendar" }));
      const { text, event } = await savedEvent(widget);
      expect(event.getFirstPropertyValue("url")).toBeNull();
      expect(String(event.getFirstPropertyValue("description"))).not.toContain("This notice online");
      expect(text).not.toMatch(/SECRET|sso_token|utm_source|PATH-REF|localhost/);
      // And the page says so: no link, nothing about keeping a personal link to oneself.
      expect(region.getByLabelText("Remind me on")).toHaveAccessibleDescription(
        "The file holds the amount and the payment details. Nothing is sent anywhere.",
      );
    });
  });

  it("a double click on Save to calendar saves one file", async () => {
    const widget = renderWidget({ options: { reference: REFERENCE } });
    const region = await reminderRegion();
    await widget.user.dblClick(region.getByRole("button", { name: "Save to calendar" }));
    expect(widget.env.saveFile).toHaveBeenCalledTimes(1);
  });

  for (const actualDebt of ["0,00", "-12,30", "12.30"]) {
    it(`is not offered without an amount to pay (${actualDebt})`, async () => {
      renderWidget({ options: { reference: REFERENCE }, details: detailsFixture({ actualDebt }) });
      await formShown();
      expect(screen.queryByRole("region", { name: "Remind me to pay" })).toBeNull();
    });
  }
});
