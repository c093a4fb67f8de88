// Type-checked against dist/debt-notice.d.ts through the package's own "exports", exactly as a
// consumer's TypeScript resolves `import … from "debt-notice"` (see tsconfig.consumer.json).
import {
  DebtNoticeOptionsError,
  DebtNoticeWidget,
  debtNoticeMachine,
  defineDebtNoticeElement,
  mount,
  type DebtNoticeConfig,
  type DebtNoticeEventMap,
  type DebtNoticeFailedCall,
  type DebtNoticeHandle,
  type DebtNoticeOptions,
} from "debt-notice";
// @ts-expect-error the checked config is the widget's own shape (debt-notice/unstable); hosts pass DebtNoticeConfig
import type { ProviderConfig as NotOnTheMainEntry } from "debt-notice";

const options: DebtNoticeOptions = {
  reference: "a1b2c3",
  routing: "memory",
  apiBase: "/api/2/union-debt",
  requestTimeout: 20_000,
  mobile: false,
  config: {
    phone: "0800 100 200",
    payee: { iban: "SK3112000000198742637541", beneficiaryName: "Poisťovňa, a. s." },
  } satisfies DebtNoticeConfig,
};

const handle: DebtNoticeHandle = mount(document.createElement("div"), options);
handle.update({ reference: "other" });
handle.unmount();

// Under exactOptionalPropertyTypes a host may still pass undefined for an option it leaves out.
const fromEnvironment: string | undefined = undefined;
mount(document.body, { reference: "a1b2c3", captchaSiteKey: fromEnvironment, requestTimeout: undefined });

// The main entry names the statechart without xstate's types (those are in debt-notice/unstable).
const statechartId: string = debtNoticeMachine.id;
// @ts-expect-error the machine's full type is only in debt-notice/unstable
void debtNoticeMachine.provide;

// @ts-expect-error routing is "path" or "memory"
mount(document.body, { routing: "hash" });
// @ts-expect-error requestTimeout is a number of milliseconds
mount(document.body, { requestTimeout: "20s" });

const tag: CustomElementConstructor = defineDebtNoticeElement("my-debt-notice");
document.addEventListener("debt-notice-comment-sent", (event) => {
  const detail: DebtNoticeEventMap["debt-notice-comment-sent"]["detail"] = (
    event as DebtNoticeEventMap["debt-notice-comment-sent"]
  ).detail;
  const withFile: boolean = detail.withAttachment;
  // @ts-expect-error the comment text never travels in events
  void detail.comment;
  return withFile;
});

export const element = (
  <DebtNoticeWidget
    reference="a1b2c3"
    onLoaded={(detail) => detail.view satisfies "home" | "totalDebt" | "notFound"}
    onLanguageChange={(detail) => detail.language satisfies "sk" | "en" | "ua"}
    onError={(detail) => detail.call.length}
  />
);

export type { NotOnTheMainEntry };
export { DebtNoticeOptionsError, debtNoticeMachine, statechartId, tag };

// Issue 18: the element, its events and its JSX tag are typed without casts.
const found = document.querySelector("debt-notice");
if (found) found.config = { phone: "0800 100 200", payee: { iban: "SK31…", beneficiaryName: "Poisťovňa" } };
// @ts-expect-error phone is a string
if (found) found.config = { phone: 5 };
// The attributes are properties too, typed as the options.
if (found) found.requestTimeout = 5000;
if (found) found.reference = null;
// @ts-expect-error requestTimeout is a number of milliseconds
if (found) found.requestTimeout = "5 s";
found?.addEventListener("debt-notice-loaded", (event) => event.detail.view satisfies "home" | "totalDebt" | "notFound");
document.addEventListener("debt-notice-error", (event) => {
  const call: DebtNoticeFailedCall = event.detail.call;
  // @ts-expect-error not a call the widget makes
  const bogus: DebtNoticeFailedCall = "getEverything";
  return [call, bogus];
});
export const tsx = <debt-notice reference="a1b2c3" api-base="/api/2/union-debt" routing="memory" />;
// @ts-expect-error routing is "path" or "memory"
export const badTsx = <debt-notice routing="hash" />;
// The element's global attributes in JSX: the README's min-height advice written inline, hidden, a language, a label.
export const styledTsx = (
  <debt-notice
    reference="a1b2c3"
    style={{ display: "block", minHeight: "36rem" }}
    hidden={false}
    lang="sk"
    aria-label="Upozornenie na nedoplatok"
    id="notice"
    className="notice"
    ref={(element) => {
      if (element) element.requestTimeout = 5000;
    }}
  />
);
// @ts-expect-error style takes an object in React, not CSS text
export const badStyle = <debt-notice style="min-height: 36rem" />;
// The events reach the window too.
window.addEventListener("debt-notice-loaded", (event) => event.detail.view satisfies "home" | "totalDebt" | "notFound");
window.addEventListener("debt-notice-pay", (event) => event.detail.reference?.length);
