// Type-checked against dist/debt-notice.d.ts through the package's own "exports", exactly as a
// consumer's TypeScript resolves `import … from "debt-notice"` (see tsconfig.consumer.json).
import {
  DEMO_CONFIG,
  DebtNoticeOptionsError,
  DebtNoticeWidget,
  debtNoticeMachine,
  defineDebtNoticeElement,
  mount,
  type DebtNoticeConfig,
  type DebtNoticeEventMap,
  type DebtNoticeHandle,
  type DebtNoticeOptions,
  type ProviderConfig,
} from "debt-notice";

const options: DebtNoticeOptions = {
  reference: "a1b2c3",
  routing: "memory",
  apiBase: "/api/2/union-debt",
  requestTimeout: 20_000,
  mobile: false,
  config: { phone: "0800 100 200", payee: { iban: "SK3112000000198742637541" } } satisfies DebtNoticeConfig,
};

const handle: DebtNoticeHandle = mount(document.createElement("div"), options);
handle.update({ reference: "other" });
handle.unmount();

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

const full: ProviderConfig = DEMO_CONFIG;
export { DebtNoticeOptionsError, debtNoticeMachine, full, tag };
