import { registerScenarios } from "../../helpers/machine-scenarios";
import { qrShareScenarios } from "./scenarios/qr-share.scenarios";

registerScenarios(qrShareScenarios);
