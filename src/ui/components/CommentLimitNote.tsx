import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { commentLimitOf, MAX_COMMENT_LENGTH } from "../../domain/comment-limit";
import { selectComment } from "../../machine/debt-notice.selectors";
import { useDebtNotice } from "../actor-context";

/**
 * Near the text field's limit, how many characters are left; at it, that more is not kept (a
 * pasted letter would otherwise lose its end without a word). Read with the field (its
 * description); the limit itself is announced once, when it is reached.
 */
export function CommentLimitNote({ id }: { id: string }) {
  const { i18n } = useLingui();
  const limit = useDebtNotice((snapshot) => commentLimitOf(selectComment(snapshot)));
  const max = i18n.number(MAX_COMMENT_LENGTH);
  if (limit.reached)
    return (
      <p id={id} className="dn-note" role="status">
        <Trans comment="Under the objection field when its text reached the most it takes ({max}: a number such as 2,000). 'Attach' = the file button below.">
          Your text has reached the limit of {max} characters: no more fits in the field. Please shorten it, or attach
          the rest as a photo or a PDF.
        </Trans>
      </p>
    );
  if (limit.left === null) return null;
  return (
    <p id={id} className="dn-hint">
      <Plural
        value={limit.left}
        one="# character left"
        other="# characters left"
        comment="Under the objection field as its text nears the limit: how many more characters it takes."
      />
    </p>
  );
}
