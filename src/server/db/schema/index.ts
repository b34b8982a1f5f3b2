export * from "./accounts";
export * from "./auth";
export * from "./digest";
export * from "./food";
export * from "./library";
export * from "./postpartum";
export * from "./pregnancy";
export * from "./wellness";
