import { registerScenarios } from "../../helpers/machine-scenarios";
import { uploadProgressScenarios } from "./scenarios/upload-progress.scenarios";

registerScenarios(uploadProgressScenarios);
