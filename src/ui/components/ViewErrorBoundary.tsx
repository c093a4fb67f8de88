import { Trans } from "@lingui/react/macro";
import { Component, type ReactNode } from "react";
import { HeroCard } from "./Card";
import { Contacts } from "./Contacts";

interface State {
  failed: boolean;
  /** Bumped by "Try again": the view is rendered anew, from the machine's current state. */
  attempt: number;
}

/**
 * A view that throws while rendering (an answer no check foresaw) leaves the widget's shell,
 * the language chooser, a calm message, the contacts and "Try again" in its place, never a
 * blank widget. React still reports the error on the console.
 */
export class ViewErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return <ViewAttempt key={this.state.attempt}>{this.props.children}</ViewAttempt>;
    return (
      <div className="dn-view" part="view failed">
        <HeroCard
          heading={
            <Trans comment="Heading shown in place of a view that failed to display (a fault in the page, not in the debtor's link).">
              This page could not be shown
            </Trans>
          }
        >
          <p>
            <Trans comment="Under the heading 'This page could not be shown'.">
              This is a problem on our side, not with your link. Please try again, or contact us.
            </Trans>
          </p>
          <div className="dn-actions">
            <button
              type="button"
              className="dn-button dn-button--primary"
              onClick={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))}
            >
              <Trans comment="Button that shows the page again after it failed to display; also used after a failed load. Keep short.">
                Try again
              </Trans>
            </button>
          </div>
        </HeroCard>
        <Contacts />
      </div>
    );
  }
}

function ViewAttempt({ children }: { children: ReactNode }) {
  return children;
}
