// The gateway as the client tests see it: its address and one debtor's entities on the wire.
export const API_BASE = "https://gw.test/api/2/union-debt";
/** A reference that must never show up in an error message. */
export const REFERENCE = "REF-7f3a9c-SECRET";

export const validEntities = {
  name: "Ján Novák",
  isMan: true,
  icp: "12345678",
  actualDebt: "1 150,75",
  paymeUrl: "https://pay.test/abc",
  totalDebt: '[{"obdobie":"12/2023","dlh":"-10,50"},{"obdobie":"01/2024","dlh":"-1 150,75"}]',
  infoWasProvided: false,
  clickedOnPay: false,
  specificSymbol: "7788",
  period: "01/2024",
  sessionId: "sess-1",
  variableSymbol: "9900",
  payBySquare: "0004A000",
};
