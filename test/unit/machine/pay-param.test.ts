import { registerScenarios } from "../../helpers/machine-scenarios";
import { payParamScenarios } from "./scenarios/pay-param.scenarios";

registerScenarios(payParamScenarios);
