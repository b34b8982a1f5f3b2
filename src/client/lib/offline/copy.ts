/** What a form says when an entry waits on her phone for the network. */
export const QUEUED_TITLE = "Saved on this phone";
export const QUEUED_NOTE = "Waiting to sync: it will be sent to Bloom when you're back online.";
