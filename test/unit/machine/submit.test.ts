import { registerScenarios } from "../../helpers/machine-scenarios";
import { submitScenarios } from "./scenarios/submit.scenarios";

registerScenarios(submitScenarios);
