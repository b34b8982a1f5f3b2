export { ReminderSettings } from "./reminder-settings";
