export * from "./accounts";
export * from "./auth";
export * from "./food";
