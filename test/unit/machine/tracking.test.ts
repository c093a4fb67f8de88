import { registerScenarios } from "../../helpers/machine-scenarios";
import { trackingScenarios } from "./scenarios/tracking.scenarios";

registerScenarios(trackingScenarios);
