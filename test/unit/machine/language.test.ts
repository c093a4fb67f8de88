import { registerScenarios } from "../../helpers/machine-scenarios";
import { languageScenarios } from "./scenarios/language.scenarios";

registerScenarios(languageScenarios);
