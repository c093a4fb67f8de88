import { registerScenarios } from "../../helpers/machine-scenarios";
import { raceScenarios } from "./scenarios/races.scenarios";

registerScenarios(raceScenarios);
