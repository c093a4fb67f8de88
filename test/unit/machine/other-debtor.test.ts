import { registerScenarios } from "../../helpers/machine-scenarios";
import { otherDebtorScenarios } from "./scenarios/other-debtor.scenarios";

registerScenarios(otherDebtorScenarios);
