/** All gentle moves under one name (`g.` in the catalogue files). */
export * from "./moves-breath";
export * from "./moves-mobility";
