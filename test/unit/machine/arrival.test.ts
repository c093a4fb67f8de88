import { registerScenarios } from "../../helpers/machine-scenarios";
import { arrivalScenarios } from "./scenarios/arrival.scenarios";

registerScenarios(arrivalScenarios);
