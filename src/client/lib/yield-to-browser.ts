// React's DOM renderer is evaluated first, then the entry pauses for one task: the app's own modules
// evaluate after the browser has had a turn, so starting Bloom is two shorter tasks instead of one
// long one while she is already reading the page's frame. (The bundle keeps modules in this order,
// so everything imported after this module waits for the await; see main.tsx.)
import "react-dom/client";

await new Promise((resolve) => setTimeout(resolve));
