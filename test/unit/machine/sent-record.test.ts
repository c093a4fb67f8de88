import { registerScenarios } from "../../helpers/machine-scenarios";
import { sentRecordScenarios } from "./scenarios/sent-record.scenarios";

registerScenarios(sentRecordScenarios);
