/** What other server features may use of subscriptions: the status as the API names it. */
export { subscriptionStatus } from "../../billing";
