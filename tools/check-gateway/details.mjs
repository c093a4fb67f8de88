/**
 * Judges a getDetails answer the way src/gateway/validate.ts, src/domain/money.ts and
 * src/domain/total-debt.ts read it: what breaks the page, what it copes with, what is as documented.
 */
import { accepted, breaks, show, tolerated } from "./findings.mjs";
import {
  amountToPayCents,
  icpToShow,
  isFollowedUrl,
  isPeriodLabel,
  isShowable,
  moneyCents,
  MAX_PERIODS,
  nameToShow,
  periodText,
  readBreakdown,
  readsAsMoney,
} from "./readers.mjs";

const FIELDS = [
  "name",
  "isMan",
  "icp",
  "actualDebt",
  "paymeUrl",
  "totalDebt",
  "infoWasProvided",
  "clickedOnPay",
  "payee",
];
const FLAGS = ["isMan", "infoWasProvided", "clickedOnPay"];
const TEXTS = ["icp", "specificSymbol", "period", "sessionId", "variableSymbol"];
/** The most characters the page lays out per text (src/gateway/validate.ts); longer refuses the answer. */
const MAX_CHARACTERS = { name: 200, icp: 40, specificSymbol: 40, period: 40, sessionId: 200, variableSymbol: 40 };

/** A text the page would not lay out (too long, marks piled on a letter): the whole answer is refused. */
function unshowable(field, text) {
  if (isShowable(text, MAX_CHARACTERS[field])) return null;
  return breaks(
    `${field} ${show(text)} is over ${MAX_CHARACTERS[field]} characters or piles combining marks on a letter: the page refuses to lay it out and shows "Server error"`,
    `send ${field} as at most ${MAX_CHARACTERS[field]} characters of plain text`,
  );
}

const isPlainObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
const own = (object, key) => (Object.hasOwn(object, key) ? object[key] : undefined);
const absent = (value) => value === undefined || value === null;

/**
 * @param {unknown} body the parsed JSON
 * @param {string} [page] the origin of the page the widget runs on
 * @returns {import("./findings.mjs").Finding[]}
 */
export function judgeDetails(body, page) {
  if (!isPlainObject(body))
    return [breaks(`the answer is ${show(body)}, not an object`, 'answer { "entities": { "name": …, … } }')];
  const entities = own(body, "entities");
  if (!isPlainObject(entities)) {
    const stray = FIELDS.filter((field) => Object.hasOwn(body, field));
    if (stray.length > 0)
      return [
        breaks(
          `${stray.join(", ")} are outside "entities": the widget reads only "entities" and shows "Server error"`,
          'wrap the fields: { "entities": { "name": …, "isMan": …, … } }',
        ),
      ];
    return [breaks(`"entities" is ${show(entities)}, not an object`, 'put the details in { "entities": { … } }')];
  }
  const findings = [
    ...judgeName(own(entities, "name")),
    ...FLAGS.flatMap((field) => judgeFlag(field, own(entities, field))),
    ...TEXTS.flatMap((field) => judgeText(field, own(entities, field))),
    ...judgeAmount(own(entities, "actualDebt")),
    ...judgeAmountAgainstPeriod(entities),
    ...judgeNamedBy(entities),
    ...judgePayee(own(entities, "payee")),
    ...judgePaymeUrl(own(entities, "paymeUrl"), page),
    ...judgeTotalDebt(own(entities, "totalDebt")),
  ];
  const outside = FIELDS.filter((field) => Object.hasOwn(body, field));
  if (outside.length > 0)
    findings.push(
      tolerated(`${outside.join(", ")} also outside "entities": ignored`, 'send the fields only inside "entities"'),
    );
  const payBySquare = own(entities, "payBySquare");
  if (!absent(payBySquare))
    findings.push(
      tolerated(
        `payBySquare is ${show(payBySquare, 30)}: ignored; the widget encodes the PAY by square code from the payment details it shows, so that the code never pays another account than the one printed`,
        "leave payBySquare out",
      ),
    );
  const problems = findings.filter((finding) => finding.level !== "accepted");
  // What the page shows of these also depends on the host's config, which the checker cannot see.
  const conditions = findings.filter((finding) => finding.level === "accepted" && "condition" in finding);
  return problems.length > 0
    ? [...problems, ...conditions]
    : [accepted("every field of the details is in a documented form"), ...conditions];
}

function judgeName(value) {
  if (typeof value === "string" && !unshowable("name", value)) {
    const shown = nameToShow(value);
    if (!shown && value.trim())
      return [
        tolerated(
          `name ${show(value)} holds what no name does (a digit, a colon, an @, a word in lower case…): not shown, the greeting reads "Dear Sir," or "Dear Madam,"`,
          "send only the debtor's name in name",
        ),
      ];
    if (!shown)
      return [
        tolerated(`name is ${show(value)}: the greeting reads "Dear Sir," or "Dear Madam,"`, "send the debtor's name"),
      ];
    if (shown !== value.trim())
      return [
        tolerated(
          `name ${show(value)} carries line breaks, controls or bidirectional overrides: shown as ${show(shown)}`,
          "send the name as one line of text without control characters",
        ),
      ];
  }
  if (typeof value === "string") return [unshowable("name", value) ?? accepted("name")];
  if (absent(value))
    return [tolerated(`name is ${show(value)}: the greeting has no name`, "send the debtor's name as text")];
  return [
    breaks(
      `name is ${show(value)}: only text is read, the page shows "Server error"`,
      "send the name as a JSON string",
    ),
  ];
}

function judgeFlag(field, value) {
  if (typeof value === "boolean") return [accepted(field)];
  if (absent(value)) return [tolerated(`${field} is ${show(value)}: read as false`, `send ${field} as true or false`)];
  const fix =
    typeof value === "string"
      ? `send ${field} as the JSON boolean ${/^\s*(true|false)\s*$/i.test(value) ? value.trim().toLowerCase() : "true or false"}, not the text ${show(value)}`
      : `send ${field} as true or false`;
  return [breaks(`${field} is ${show(value)}, not a boolean: the page shows "Server error"`, fix)];
}

/** ISO 13616 check digits (mod 97), as src/domain/iban.ts checks them. */
function ibanChecks(iban) {
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const digits = [...(compact.slice(4) + compact.slice(0, 4))]
    .map((character) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 55)))
    .join("");
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/**
 * The gateway's payee (contract 1.3.0): when sent, the page shows bank details only where the
 * host's config.payee names the same account; an unusable one means no bank-transfer details.
 */
function judgePayee(value) {
  // The eleventh integrator trial: with no payee the account comes from the page's config alone,
  // and on a partner's page a config in markup can be injected (docs/security.md).
  if (absent(value))
    return [
      tolerated(
        "no payee with the details: the page's bank details come from the host's config alone, which markup injected into a partner's page can supply (docs/security.md)",
        'send the insurer\'s account as payee: { "iban": "SK…", "beneficiaryName": "…" }; the page then shows bank details only where its config names the same account',
      ),
    ];
  /** A field as the widget reads it: trimmed text it can lay out, else nothing. */
  const text = (key, max) => {
    const field = isPlainObject(value) ? own(value, key) : undefined;
    const trimmed = typeof field === "string" ? field.trim() : "";
    return isShowable(trimmed, max) ? trimmed : "";
  };
  const iban = text("iban", 42);
  const name = text("beneficiaryName", 70);
  const fix =
    'send payee as { "iban": "SK…", "beneficiaryName": "…" } (bic and constantSymbol optional), or leave it out';
  if (!iban || !name)
    return [
      breaks(
        `payee is ${show(value, 60)}: not an account with a name, so the page offers no bank-transfer details (not the config's either)`,
        fix,
      ),
    ];
  if (!ibanChecks(iban))
    return [
      breaks(
        `payee.iban ${show(iban)} fails the IBAN check digits: the page offers no bank-transfer details and no QR code`,
        "send the account's IBAN as the bank writes it",
      ),
    ];
  return [
    {
      ...accepted(`payee: the page shows its bank details where its config.payee names ${show(iban)} too`),
      condition: true,
    },
  ];
}

/** The notice is named by its period, or without one by its specific symbol: one of them must be there. */
function judgeNamedBy(entities) {
  const blank = (field) => {
    const value = own(entities, field);
    return absent(value) || (typeof value === "string" && !value.trim());
  };
  if (!blank("period") || !blank("specificSymbol")) return [];
  return [
    breaks(
      'period and specificSymbol are both empty: the greeting and the Pay button name the debt by one of them, and read "… under the specific symbol ." and "Pay debt for"',
      "send the period (MM/YYYY), or the specific symbol when the notice has no period",
    ),
  ];
}

/** The payment symbols: what a bank's form takes, as the widget's isPaymentSymbol (src/domain/pay-by-square.ts). */
const SYMBOLS = ["variableSymbol", "specificSymbol"];

/**
 * A payment symbol the bank's form would not take (the text the widget reads: a number as
 * JavaScript writes it), or null. @param {string} field @param {string} read @param {unknown} value
 */
function unusableSymbol(field, read, value) {
  if (!SYMBOLS.includes(field) || (field === "variableSymbol" ? /^\d{1,10}$/ : /^\d{0,10}$/).test(read.trim()))
    return null;
  return breaks(
    `${field} ${show(value)} is not ${field === "variableSymbol" ? "one to ten digits (the insurer matches a transfer by it)" : "up to ten digits"}${typeof value === "number" ? ` (the widget reads the number as ${show(read)})` : ""}, which a bank's transfer form takes: the page offers no bank-transfer details to copy and no QR code (the Pay link stays)`,
    `send ${field} as a string of digits only, at most ten (e.g. "1234567890")`,
  );
}

/**
 * What the page makes of the period and the IČP it would show (src/gateway/validate.ts): a period
 * that is not one refuses the answer, an IČP that is not digits is not shown. Null: nothing to say.
 * @param {string} field @param {string} text the field as text
 */
function notAsShown(field, text) {
  const trimmed = text.trim();
  if (field === "period" && trimmed !== "" && !isPeriodLabel(trimmed))
    return breaks(
      `period ${show(text)} is not a period (MM/YYYY): the page does not print words, accounts or invisible marks as the notice's period, refuses the answer and shows "Server error"`,
      'send period as "MM/YYYY" (e.g. "01/2025"), or "" when specificSymbol names the notice',
    );
  if (field === "icp" && trimmed !== "" && icpToShow(trimmed) === "")
    return tolerated(
      `icp ${show(text)} is not an IČP (digits, with spaces or a slash): not shown`,
      "send the debtor's IČP as its digits",
    );
  return null;
}

function judgeText(field, value) {
  if (typeof value === "string" || (typeof value === "number" && Number.isFinite(value))) {
    const refused = typeof value === "string" ? unshowable(field, value) : null;
    const odd = refused ? null : notAsShown(field, String(value));
    if (odd) return [odd];
  }
  if (typeof value === "string") {
    const refused = unshowable(field, value);
    if (refused) return [refused];
    if (field === "sessionId" && value === "")
      return [tolerated("sessionId is empty: the write calls send it back empty", "send a session id")];
    const unusable = unusableSymbol(field, value, value);
    return [unusable ?? accepted(field)];
  }
  if (typeof value === "number" && Number.isFinite(value)) {
    const unusable = unusableSymbol(field, String(value), value);
    if (unusable) return [unusable];
  }
  if (typeof value === "number")
    return [
      tolerated(
        `${field} is the number ${value}: read as its digits (leading zeros are lost)`,
        `send ${field} as a string: "${value}"`,
      ),
    ];
  if (absent(value)) return [tolerated(`${field} is ${show(value)}: read as empty text`, `send ${field} as a string`)];
  return [breaks(`${field} is ${show(value)}: the page shows "Server error"`, `send ${field} as a string`)];
}

const AMOUNT_FIX =
  "send actualDebt as the amount to pay, a JSON number of euros, zero or more, with at most two decimals (e.g. 1150.75)";

function judgeAmount(value) {
  const cents = amountToPayCents(value);
  if (typeof value === "number" && cents !== null) return [accepted("actualDebt")];
  if (typeof value === "string" && cents !== null)
    return [
      tolerated(
        `actualDebt ${show(value)} is text, a form the contract allows (AmountToPayText) and the widget reads; a JSON number is the one form no reader can take another way`,
        AMOUNT_FIX,
      ),
    ];
  const signed = moneyCents(value);
  if (signed !== null && (signed < 0 || typeof value === "string"))
    return [
      breaks(
        `actualDebt ${show(value)} has a sign: actualDebt is the amount to pay, zero or more (totalDebt writes debt with a minus, actualDebt does not); the page says it cannot show the amount, since reading the sign as a credit or as a debt could mislead the debtor`,
        AMOUNT_FIX,
      ),
    ];
  return [
    breaks(
      `actualDebt ${show(value)} is not an amount the widget reads: no amount is shown and the QR code has none`,
      AMOUNT_FIX,
    ),
  ];
}

/** Euros as the checker prints them: "1150,75 €" (sign kept). */
const euros = (cents) =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, "0")} €`;

/**
 * actualDebt against totalDebt's row for the same period: the notice's amount to pay is that
 * period's debt with the sign turned. A disagreement puts two amounts before the debtor.
 */
function judgeAmountAgainstPeriod(entities) {
  const toPay = amountToPayCents(own(entities, "actualDebt"));
  const period = periodText(own(entities, "period"));
  const breakdown = readBreakdown(own(entities, "totalDebt"));
  // No breakdown (judgeTotalDebt says why): the page shows the amount, there is nothing to disagree with.
  if (toPay === null || !period || !("rows" in breakdown)) return [];
  const { rows } = breakdown;
  const amounts = rows.filter((row) => row.period === period).map((row) => row.cents);
  if (amounts.includes(null)) return [];
  const balance = amounts.reduce((sum, cents) => sum + cents, 0);
  const debt = balance < 0 ? -balance : 0;
  if (debt === toPay) return [];
  // No row for the period: the total-debt page shows no debt for the period the notice asks to be paid.
  const row =
    amounts.length === 0
      ? `totalDebt has no row whose obdobie is ${show(period)}${rows.length === 0 ? " (it is empty)" : ""}`
      : `totalDebt's amount for ${show(period)} is ${euros(balance)} (${balance < 0 ? "a debt" : balance > 0 ? "an overpayment" : "nothing"})`;
  return [
    breaks(
      `actualDebt asks for ${euros(toPay)} but ${row}: the notice and the total-debt page disagree, so the page shows no amount to pay and no payment code`,
      amounts.length === 0
        ? `add the period to totalDebt, its obdobie written exactly as period (${show(period)}), its debt with a minus`
        : `send actualDebt as that period's debt with the sign turned (${euros(debt)} here), or correct totalDebt`,
    ),
  ];
}

function judgePaymeUrl(value, page) {
  if (isFollowedUrl(value) && /^\s*http:/i.test(value) && !(page && isFollowedUrl(page) && page.startsWith("http:")))
    return [
      tolerated(
        `paymeUrl ${show(value)} is plain http: on this machine: followed only by a page served from this machine too (development); a production page shows no pay button`,
        "send the payment page's https: URL",
      ),
    ];
  // Trial 15 (C6): whether the page follows it depends on the host's paymentOrigins, which the
  // checker cannot see: it says on what condition.
  if (isFollowedUrl(value))
    return [
      {
        ...accepted(
          `paymeUrl: Pay opens it where the page's paymentOrigins lists ${show(new URL(value.trim()).origin, 200)} (or sets no list)`,
        ),
        condition: true,
      },
    ];
  if (absent(value))
    return [
      tolerated(
        "paymeUrl is missing: no online payment, the bank transfer and contacts stand in",
        "send the payment page's https: URL",
      ),
    ];
  return [
    breaks(
      `paymeUrl ${show(value)} is not followed (only https:, or http: on localhost): no pay button`,
      "send an absolute https: URL",
    ),
  ];
}

function judgeTotalDebt(value) {
  const fix = 'send a JSON string of [{ "obdobie": "01/2025", "dlh": "-150,75" }, …] (JSON.stringify the list)';
  if (typeof value !== "string")
    return [breaks(`totalDebt is ${show(value)}, not a JSON string: the total-debt page has no list`, fix)];
  let list;
  try {
    list = JSON.parse(value);
  } catch {
    return [breaks(`totalDebt ${show(value)} is not valid JSON: the total-debt page has no list`, fix)];
  }
  if (!Array.isArray(list)) return [breaks(`totalDebt holds ${show(list)}, not a list`, fix)];
  const breakdown = readBreakdown(value);
  if ("unavailable" in breakdown)
    return [
      breaks(
        `totalDebt cannot be laid out: ${breakdown.unavailable}; the total-debt page says the breakdown is not available`,
        `send at most ${MAX_PERIODS} periods, each obdobie a short label ("01/2025"), each dlh an amount in euros`,
      ),
    ];
  const amountOf = (entry) => (isPlainObject(entry) ? own(entry, "dlh") : undefined);
  const unreadable = list.filter((entry) => !readsAsMoney(amountOf(entry)));
  const numbers = list.filter((entry) => typeof amountOf(entry) === "number");
  const findings = [];
  if (unreadable.length > 0)
    findings.push(
      tolerated(
        `${unreadable.length} of ${list.length} totalDebt entries have no readable "dlh" (e.g. ${show(unreadable[0])}): left out of the sum`,
        'give every entry { "obdobie": "MM/YYYY", "dlh": "-12,50" }',
      ),
    );
  if (numbers.length > 0)
    findings.push(
      tolerated(
        `${numbers.length} totalDebt entries have "dlh" as a number: read, but documented as text`,
        'send "dlh" as decimal-comma text ("-12,50")',
      ),
    );
  return findings.length > 0 ? findings : [accepted("totalDebt")];
}
