import { registerScenarios } from "../../helpers/machine-scenarios";
import { offlineScenarios } from "./scenarios/offline.scenarios";

registerScenarios(offlineScenarios);
