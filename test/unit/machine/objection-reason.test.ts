import { registerScenarios } from "../../helpers/machine-scenarios";
import { reasonScenarios } from "./scenarios/objection-reason.scenarios";

registerScenarios(reasonScenarios);
