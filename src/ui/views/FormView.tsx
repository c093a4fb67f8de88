import { Trans } from "@lingui/react/macro";
import { AfterTheGreeting } from "../components/AfterTheGreeting";
import { AppPromo } from "../components/AppPromo";
import { HeroCard } from "../components/Card";
import { Contacts } from "../components/Contacts";
import { DebtSummary } from "../components/DebtSummary";
import { Doors } from "../components/Doors";
import { InstalmentSection } from "../components/InstalmentSection";
import { ObjectionForm } from "../components/ObjectionForm";
import { PaymentOptions } from "../components/PaymentOptions";
import { PrivacyNote } from "../components/PrivacyNote";
import { ReminderSection } from "../components/reminder/ReminderSection";
import { TotalDebtSection } from "../components/TotalDebtSection";
import { TrustLine } from "../components/TrustLine";
import { TrustPanel } from "../components/TrustPanel";
import { UnrecordedClickNote } from "../components/UnrecordedClickNote";

export function FormView() {
  return (
    <div className="dn-view" part="view form">
      <HeroCard
        part="summary"
        heading={
          <Trans comment="Main heading. 'Contributions' = statutory public health insurance contributions (sk: poistné).">
            Notice of unpaid health insurance contributions
          </Trans>
        }
      >
        <DebtSummary />
        <Doors />
        <UnrecordedClickNote />
        <TrustLine />
      </HeroCard>
      <AfterTheGreeting>
        <PaymentOptions />
        <ReminderSection />
        <InstalmentSection />
        <TotalDebtSection />
        <ObjectionForm />
        <TrustPanel />
        <Contacts />
        <AppPromo />
        <PrivacyNote />
      </AfterTheGreeting>
    </div>
  );
}
