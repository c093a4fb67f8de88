import { registerScenarios } from "../../helpers/machine-scenarios";
import { reminderScenarios } from "./scenarios/reminder.scenarios";

registerScenarios(reminderScenarios);
