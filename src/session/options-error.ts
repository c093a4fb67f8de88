/** A wrong option or config value passed from code (`mount`, the React component): fails loudly, naming it. */
export class DebtNoticeOptionsError extends TypeError {
  override name = "DebtNoticeOptionsError";
  /** The option it is about, when it is one (not the options object as a whole). */
  readonly option: string | undefined;
  constructor(message: string, option?: string) {
    super(message);
    this.option = option;
  }
}
