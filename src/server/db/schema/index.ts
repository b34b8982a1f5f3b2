export * from "./accounts";
export * from "./auth";
export * from "./food";
export * from "./library";
export * from "./pregnancy";
export * from "./wellness";
