import { registerScenarios } from "../../helpers/machine-scenarios";
import { languageCatalogScenarios } from "./scenarios/language-catalog.scenarios";

registerScenarios(languageCatalogScenarios);
