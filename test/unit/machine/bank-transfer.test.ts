import { decode } from "bysquare/pay";
import { describe, expect, it } from "vitest";
import { encodePayBySquare } from "../../../src/domain/pay-by-square";
import { DEMO_CONFIG } from "../../../demo/demo-config.mjs";
import type { PayeeConfig } from "../../../src/domain/provider-config";
import {
  bankTransferOf,
  selectBankTransfer,
  selectOfferedBankTransfer,
} from "../../../src/machine/bank-transfer.selectors";
import type { DebtNoticeSnapshot } from "../../../src/machine/debt-notice.selectors";
import type { DebtDetails } from "../../../src/machine/debt-notice.types";
import { detailsFixture } from "../../helpers/details-fixture";
import { startLoadedHome } from "../../helpers/machine-harness";

const PAYEE: PayeeConfig = DEMO_CONFIG.payee;
const snapshotWith = (value: DebtDetails | null) => ({ context: { details: value } }) as unknown as DebtNoticeSnapshot;

describe("bankTransferOf: the details and the payee as a bank transfer", () => {
  it("lists the fields in the order a banking app asks for them, IBAN grouped for reading and bare for copying", () => {
    const { fields, amountCents } = bankTransferOf(detailsFixture(), PAYEE);
    expect(fields).toEqual([
      { field: "beneficiary", value: PAYEE.beneficiaryName, copy: PAYEE.beneficiaryName },
      { field: "iban", value: "SK31 1200 0000 1987 4263 7541", copy: "SK3112000000198742637541" },
      { field: "bic", value: "SUBASKBX", copy: "SUBASKBX" },
      { field: "amount", cents: 115075 },
      { field: "variableSymbol", value: "1234567890", copy: "1234567890" },
      { field: "specificSymbol", value: "7712345678", copy: "7712345678" },
      { field: "constantSymbol", value: "0558", copy: "0558" },
      { field: "note", value: "Poistné 01/2025", copy: "Poistné 01/2025" },
    ]);
    expect(amountCents).toBe(115075);
  });

  // The seventh trial: " 2025011234 " was shown with its spaces, and copied without them.
  it("shows the symbols as it copies them: without the spaces around them", () => {
    const { fields } = bankTransferOf(
      detailsFixture({ variableSymbol: " 1234567890\t", specificSymbol: "  7712345678 " }),
      PAYEE,
    );
    expect(fields.filter((line) => line.field.endsWith("Symbol"))).toEqual([
      { field: "variableSymbol", value: "1234567890", copy: "1234567890" },
      { field: "specificSymbol", value: "7712345678", copy: "7712345678" },
      { field: "constantSymbol", value: "0558", copy: "0558" },
    ]);
  });

  it("names the payment by the specific symbol when there is no period", () => {
    const { fields } = bankTransferOf(detailsFixture({ period: "  " }), PAYEE);
    expect(fields.find((line) => line.field === "note")).toMatchObject({ value: "Poistné 7712345678" });
  });

  it("the QR source is the order of the same data, which decodes to one payment", () => {
    const { qrSource } = bankTransferOf(detailsFixture(), PAYEE);
    if (qrSource === null) throw new Error("expected an order");
    const [payment] = decode(encodePayBySquare(qrSource, { deburr: false })).payments;
    expect(payment).toMatchObject({
      amount: 1150.75,
      variableSymbol: "1234567890",
      specificSymbol: "7712345678",
      constantSymbol: "0558",
      paymentNote: "Poistné 01/2025",
    });
  });

  it.each<[string, Partial<DebtDetails>]>([
    ["an unreadable amount", { actualDebt: "a lot" }],
    ["no amount", { actualDebt: null }],
    ["nothing to pay", { actualDebt: "0,00" }],
    ["a negative amount, which is not an amount to pay", { actualDebt: "-12,50" }],
    ["an amount with a decimal dot", { actualDebt: "12.50" }],
  ])("with %s: no amount line and no QR code, the rest stays", (_name, overrides) => {
    const transfer = bankTransferOf(detailsFixture(overrides), PAYEE);
    expect(transfer.amountCents).toBeNull();
    expect(transfer.qrSource).toBeNull();
    expect(transfer.fields.map((line) => line.field)).not.toContain("amount");
    expect(transfer.fields.map((line) => line.field)).toContain("iban");
  });

  it("bad symbols or a bad IBAN: the text is shown as it came, the QR code is not made", () => {
    expect(bankTransferOf(detailsFixture({ variableSymbol: "12AB" }), PAYEE).qrSource).toBeNull();
    const badIban = bankTransferOf(detailsFixture(), { ...PAYEE, iban: "SK32 1200 0000 1987 4263 7541" });
    expect(badIban.qrSource).toBeNull();
    expect(badIban.fields.find((line) => line.field === "iban")).toMatchObject({
      value: "SK32 1200 0000 1987 4263 7541",
    });
  });

  it("leaves out empty lines (no BIC, no symbols)", () => {
    const transfer = bankTransferOf(detailsFixture({ variableSymbol: "", specificSymbol: " " }), { ...PAYEE, bic: "" });
    expect(transfer.fields.map((line) => line.field)).toEqual([
      "beneficiary",
      "iban",
      "amount",
      "constantSymbol",
      "note",
    ]);
  });

  it("a ready-made PAY by square text from the server is never what the code carries: it pays the lines shown", () => {
    const own = bankTransferOf(detailsFixture(), PAYEE).qrSource;
    expect(own).not.toBeNull();
    expect(bankTransferOf(detailsFixture({ payBySquare: "0ABC" }), PAYEE).qrSource).toStrictEqual(own);
    // Nothing to encode locally: no code at all, rather than the server's.
    expect(bankTransferOf(detailsFixture({ payBySquare: "0ABC", variableSymbol: "12AB" }), PAYEE).qrSource).toBeNull();
  });
});

describe("selectBankTransfer", () => {
  it("computes once per details and payee: every snapshot of a keystroke gets the same object", () => {
    const details = detailsFixture();
    const first = selectBankTransfer(snapshotWith(details), PAYEE);
    expect(selectBankTransfer(snapshotWith(details), PAYEE)).toBe(first);
    const otherPayee = { ...PAYEE, bic: "" };
    expect(selectBankTransfer(snapshotWith(details), otherPayee)).not.toBe(first);
    expect(selectBankTransfer(snapshotWith(details), otherPayee)?.fields.map((l) => l.field)).not.toContain("bic");
  });

  it("is null before the details are loaded", () => {
    expect(selectBankTransfer(snapshotWith(null), PAYEE)).toBeNull();
  });
});

describe("the gateway's payee confirms the config's", () => {
  const SAME: PayeeConfig = {
    iban: PAYEE.iban.toLowerCase().replace(/(.{4})/g, "$1 "),
    beneficiaryName: ` ${PAYEE.beneficiaryName.toUpperCase()} `,
    bic: "",
    constantSymbol: "",
  };
  const OTHER: PayeeConfig = { ...PAYEE, iban: "SK8975000000000012345671" };

  it("the same account (spaces and case aside): the config's is shown and encoded", async () => {
    const h = await startLoadedHome({ payee: SAME });
    expect(selectOfferedBankTransfer(h.snapshot, PAYEE)?.qrSource?.iban).toBe(PAYEE.iban.replace(/\s/g, ""));
  });

  // The seventh trial: with the gateway's payee winning, a changed answer switched the account.
  it.each([
    ["another IBAN (a changed answer, or markup's config on a partner page)", OTHER],
    ["another name", { ...PAYEE, beneficiaryName: "Platby s.r.o." }],
  ])("%s: no bank details at all", async (_name, payee) => {
    const h = await startLoadedHome({ payee });
    expect(selectOfferedBankTransfer(h.snapshot, PAYEE)).toBeNull();
  });

  it("sent but unusable: no bank details, not the config's instead", async () => {
    const h = await startLoadedHome({ payee: "unusable" });
    expect(selectOfferedBankTransfer(h.snapshot, PAYEE)).toBeNull();
  });

  it("the gateway never adds an account the config does not name", async () => {
    const h = await startLoadedHome({ payee: OTHER });
    expect(selectOfferedBankTransfer(h.snapshot, null)).toBeNull();
  });

  it("not sent: the config's, as before", async () => {
    const h = await startLoadedHome({});
    expect(selectOfferedBankTransfer(h.snapshot, PAYEE)?.qrSource?.iban).toBe(PAYEE.iban.replace(/\s/g, ""));
  });
});

describe("payment symbols a bank does not take", () => {
  // The sixth integrator trial: "VS 12-34" had no QR code but was offered to copy into a bank app.
  it.each([
    ["variableSymbol", "VS 12-34"],
    ["variableSymbol", "12345678901"],
    ["specificSymbol", "ŠS 2025"],
    // The seventh trial: an empty one was offered, a transfer the insurer cannot match.
    ["variableSymbol", " "],
  ] as const)("%s %j: no bank-transfer details are offered, and the host is told which field", async (field, value) => {
    const h = await startLoadedHome({ [field]: value });
    expect(selectOfferedBankTransfer(h.snapshot, PAYEE)).toBeNull();
    expect(h.actions.logUnusableAnswer.mock.calls).toEqual([[{ call: "getDetails", field }]]);
  });

  it("digits, or none, are offered (the control)", async () => {
    for (const symbols of [{}, { specificSymbol: "" }, { variableSymbol: " 0012345678 " }, { variableSymbol: "7" }]) {
      const h = await startLoadedHome(symbols);
      expect(selectOfferedBankTransfer(h.snapshot, PAYEE)).not.toBeNull();
      expect(h.actions.logUnusableAnswer).not.toHaveBeenCalled();
    }
  });
});

describe("an amount to pay the page cannot read", () => {
  it.each([-1150.75, "1,150.75", "a lot"])(
    "actualDebt %j: the host is told once which field, never its value",
    async (actualDebt) => {
      const h = await startLoadedHome({ actualDebt });
      expect(h.actions.logUnusableAnswer.mock.calls).toEqual([[{ call: "getDetails", field: "actualDebt" }]]);
    },
  );

  it("a readable one, zero included, says nothing", async () => {
    for (const actualDebt of [1150.75, "1 150,75", 0]) {
      const h = await startLoadedHome({ actualDebt });
      expect(h.actions.logUnusableAnswer).not.toHaveBeenCalled();
    }
  });
});

describe("the gateway's payee is handed to the session, which holds the config's", () => {
  it.each([
    ["an account", { iban: "SK3112000000198742637541", beneficiaryName: "Poisťovňa" }],
    ["an unusable one", "unusable"],
  ] as const)("%s: once per answer, as read", async (_, payee) => {
    const h = await startLoadedHome({ payee: payee as DebtDetails["payee"] });
    expect(h.actions.logGatewayPayee.mock.calls).toEqual([[{ payee: expect.anything() }]]);
    expect(h.actions.logGatewayPayee.mock.calls[0]?.[0].payee).toStrictEqual(
      payee === "unusable" ? "unusable" : { ...payee },
    );
  });

  it("none sent: nothing to compare", async () => {
    const h = await startLoadedHome({});
    expect(h.actions.logGatewayPayee).not.toHaveBeenCalled();
  });
});
