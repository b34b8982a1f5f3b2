/** The checkout feature's public face: the provider the shell mounts and the hook that opens checkout. */
export { CheckoutProvider, useCheckout } from "./checkout-context";
