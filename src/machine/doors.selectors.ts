import { selectGreeting, type DebtNoticeSnapshot } from "./debt-notice.selectors";

/**
 * Where the first screen's doors lead besides Pay (ui/doors.tsx): the objection form is on the
 * notice only while it shows the form (not after a send or a Pay); paying in parts while there is
 * something to pay and nothing was sent (after a Pay too: a debtor who only looked at the payment
 * page may still need it).
 */
export const selectDoors = (snapshot: DebtNoticeSnapshot): { objection: boolean; instalments: boolean } => {
  const greeting = selectGreeting(snapshot);
  const { infoWasProvided, clickedOnPay } = snapshot.context;
  const open = greeting !== null && !infoWasProvided;
  return { objection: open && !clickedOnPay, instalments: open && !greeting.hasNothingToPay };
};
