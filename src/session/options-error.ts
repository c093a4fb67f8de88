/** A wrong option or config value passed from code (`mount`, the React component): fails loudly, naming it. */
export class DebtNoticeOptionsError extends TypeError {
  override name = "DebtNoticeOptionsError";
}
