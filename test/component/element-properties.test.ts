import { waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defineDebtNoticeElement, type DebtNoticeElement } from "../../src/element/define-element";
import { json, routedFetch, stubFetch, type RecordedCall } from "../helpers/fake-fetch";
import { FORM_HEADING, detailsFixture } from "../helpers/render-widget";

// The element's attributes are also its properties (el.reference = …), as custom elements' users
// expect; the attribute stays the one truth, so a property takes the attribute's path.

let calls: RecordedCall[];
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousAct: boolean | undefined;
let tags = 0;

beforeEach(() => {
  previousAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  calls = stubFetch(
    routedFetch({
      getPreferredLanguage: () => json({ preferredLanguage: "en" }),
      getDetails: () => json({ entities: { ...detailsFixture(), payBySquare: undefined } }),
      changePreferredLanguage: () => json({}),
      updateState: () => json({}),
      uploadComment: () => json({}),
    }),
  ).calls;
});

afterEach(async () => {
  document.body.innerHTML = "";
  sessionStorage.clear();
  await new Promise((resolve) => setTimeout(resolve, 0));
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousAct;
});

const detailsReferences = () => calls.filter((call) => call.call === "getDetails").map((call) => call.body?.reference);

function createWidget(): DebtNoticeElement {
  const tag = `dn-props-${++tags}`;
  defineDebtNoticeElement(tag);
  return document.createElement(tag) as DebtNoticeElement;
}

describe("the element's option properties", () => {
  it("setting reference writes the attribute and shows that debtor; reading gives it back", async () => {
    const element = createWidget();
    element.reference = "PROP-1";
    expect(element.getAttribute("reference")).toBe("PROP-1");
    expect(element.reference).toBe("PROP-1");
    document.body.append(element);
    await within(element.shadowRoot as unknown as HTMLElement).findByRole("heading", { level: 1, name: FORM_HEADING });
    element.reference = "PROP-2";
    await waitFor(() => expect(detailsReferences()).toEqual(["PROP-1", "PROP-2"]));
  });

  it("requestTimeout and mobile keep the session; null or false removes the attribute", async () => {
    const element = createWidget();
    element.reference = "PROP-3";
    document.body.append(element);
    await within(element.shadowRoot as unknown as HTMLElement).findByRole("heading", { level: 1, name: FORM_HEADING });
    element.requestTimeout = 5000;
    element.mobile = true;
    expect(element.getAttribute("request-timeout")).toBe("5000");
    expect(element.getAttribute("mobile")).toBe("");
    expect([element.requestTimeout, element.mobile]).toEqual([5000, true]);
    element.mobile = false;
    element.requestTimeout = null;
    expect(element.hasAttribute("mobile") || element.hasAttribute("request-timeout")).toBe(false);
    expect([element.requestTimeout, element.mobile]).toEqual([null, false]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(detailsReferences()).toEqual(["PROP-3"]);
  });

  it("a bad value reads as null (the default applies), as the attribute would", () => {
    const element = createWidget();
    element.setAttribute("request-timeout", "soon");
    expect(element.requestTimeout).toBeNull();
    element.setAttribute("routing", "hash");
    expect(element.routing).toBeNull();
  });

  it("a property set before the element was defined is taken over when it connects", async () => {
    const tag = `dn-props-${++tags}`;
    const element = document.createElement(tag) as DebtNoticeElement;
    element.reference = "EARLY";
    document.body.append(element);
    defineDebtNoticeElement(tag);
    await waitFor(() => expect(detailsReferences()).toEqual(["EARLY"]));
    expect(element.getAttribute("reference")).toBe("EARLY");
  });
});
