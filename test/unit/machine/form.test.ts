import { registerScenarios } from "../../helpers/machine-scenarios";
import { formScenarios, homeVariantScenarios } from "./scenarios/form.scenarios";

registerScenarios(homeVariantScenarios);
registerScenarios(formScenarios);
