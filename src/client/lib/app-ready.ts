/** The moment the app has drawn its first screen and its controls answer (read by `npm run bench`). */
export const APP_READY_MARK = "bloom:app-ready";
