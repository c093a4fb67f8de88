/**
 * Every machine scenario group. coverage.test.ts runs all of them in one worker; a new
 * `*.scenarios.ts` file must be listed here (coverage.test.ts checks that it is).
 */
import type { ScenarioGroup } from "../../../helpers/machine-scenarios";
import { arrivalScenarios } from "./arrival.scenarios";
import { formScenarios, homeVariantScenarios } from "./form.scenarios";
import { announcedOnceScenarios, languageChangeScenarios, laterIntentScenarios } from "./intents.scenarios";
import { languageCatalogScenarios } from "./language-catalog.scenarios";
import { languageScenarios } from "./language.scenarios";
import { reasonScenarios } from "./objection-reason.scenarios";
import { offlineScenarios } from "./offline.scenarios";
import { otherDebtorScenarios } from "./other-debtor.scenarios";
import { payParamScenarios } from "./pay-param.scenarios";
import { qrShareScenarios } from "./qr-share.scenarios";
import { raceScenarios } from "./races.scenarios";
import { reminderScenarios } from "./reminder.scenarios";
import { loadRetryScenarios, routingScenarios } from "./routing.scenarios";
import { sentRecordScenarios } from "./sent-record.scenarios";
import { submitScenarios } from "./submit.scenarios";
import { trackingScenarios } from "./tracking.scenarios";
import { uploadProgressScenarios } from "./upload-progress.scenarios";

export const scenarioModules: Record<string, ScenarioGroup[]> = {
  "arrival.scenarios.ts": [arrivalScenarios],
  "form.scenarios.ts": [homeVariantScenarios, formScenarios],
  "intents.scenarios.ts": [languageChangeScenarios, laterIntentScenarios, announcedOnceScenarios],
  "language.scenarios.ts": [languageScenarios],
  "language-catalog.scenarios.ts": [languageCatalogScenarios],
  "objection-reason.scenarios.ts": [reasonScenarios],
  "offline.scenarios.ts": [offlineScenarios],
  "other-debtor.scenarios.ts": [otherDebtorScenarios],
  "pay-param.scenarios.ts": [payParamScenarios],
  "qr-share.scenarios.ts": [qrShareScenarios],
  "races.scenarios.ts": [raceScenarios],
  "reminder.scenarios.ts": [reminderScenarios],
  "routing.scenarios.ts": [routingScenarios, loadRetryScenarios],
  "sent-record.scenarios.ts": [sentRecordScenarios],
  "submit.scenarios.ts": [submitScenarios],
  "tracking.scenarios.ts": [trackingScenarios],
  "upload-progress.scenarios.ts": [uploadProgressScenarios],
};

export const allScenarioGroups: ScenarioGroup[] = Object.values(scenarioModules).flat();
