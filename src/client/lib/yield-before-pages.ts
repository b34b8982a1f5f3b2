// The second pause of the app's start (the first is yield-to-browser.ts): the shell's layout and
// the session code are evaluated, then the browser has a turn, then the home page and the route
// table. Imported by router.tsx just before them; the bundle keeps that order.
await new Promise((resolve) => setTimeout(resolve));

export {};
