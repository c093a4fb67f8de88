import { registerScenarios } from "../../helpers/machine-scenarios";
import { loadRetryScenarios, routingScenarios } from "./scenarios/routing.scenarios";

registerScenarios(routingScenarios);
registerScenarios(loadRetryScenarios);
