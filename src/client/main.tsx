// The first import evaluates React's DOM renderer and yields to the browser once; the app's modules
// evaluate after that (lib/yield-to-browser.ts), and Bloom starts in a task of its own after them.
import "./lib/yield-to-browser";
import { startApp } from "./app";
import "./styles.css";

setTimeout(() => startApp(document.getElementById("root")!));
