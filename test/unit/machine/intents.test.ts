import { registerScenarios } from "../../helpers/machine-scenarios";
import { announcedOnceScenarios, languageChangeScenarios, laterIntentScenarios } from "./scenarios/intents.scenarios";

registerScenarios(languageChangeScenarios);
registerScenarios(laterIntentScenarios);
registerScenarios(announcedOnceScenarios);
