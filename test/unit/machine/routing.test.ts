import { registerScenarios } from "../../helpers/machine-scenarios";
import { routingScenarios } from "./scenarios/routing.scenarios";

registerScenarios(routingScenarios);
