/** The TTC cycle tracker's shared core: observations, the symptothermal evaluation, predictions, CSV. */
export * from "./advice";
export * from "./calendar";
export * from "./csv";
export * from "./cycles";
export * from "./evaluation";
export * from "./insights";
export * from "./mucus-peak";
export * from "./observations";
export * from "./overview";
export * from "./predictions";
export * from "./profile";
export * from "./schemas";
export * from "./temperature";
export * from "./temperature-shift";
