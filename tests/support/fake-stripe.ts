import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback stand-in for the few Stripe API calls Bloom makes (customers, Checkout sessions in
 * subscription and payment mode, subscriptions, the billing portal), holding its objects in memory so a test can move a
 * subscription along as Stripe would. The real `stripe` SDK talks to it over HTTP on 127.0.0.1;
 * nothing leaves the machine.
 */
export interface FakeSubscription {
  id: string;
  object: "subscription";
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  ended_at?: number | null;
  created: number;
  metadata: Record<string, string>;
  items: {
    object: "list";
    data: {
      id: string;
      object: "subscription_item";
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  url: string;
  mode: string;
  customer: string;
  client_reference_id: string | null;
  subscription: string | null;
  /** Payment mode (a one-time price): "unpaid" until she pays, then "paid". */
  payment_status: "paid" | "unpaid" | "no_payment_required";
  payment_intent: string | null;
  metadata: Record<string, string>;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
}

export async function startFakeStripe() {
  const customers = new Map<string, { id: string; email: string; metadata: Record<string, string> }>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: FakeStripeRequest[] = [];
  let next = 0;
  const id = (prefix: string) => `${prefix}_${(++next).toString().padStart(6, "0")}`;

  const metadataOf = (params: URLSearchParams, prefix = "metadata") => {
    const out: Record<string, string> = {};
    for (const [k, v] of params) {
      const m = new RegExp(`^${prefix.replace(/[[\]]/g, "\\$&")}\\[(\\w+)\\]$`).exec(k);
      if (m) out[m[1]!] = v;
    }
    return out;
  };

  async function bodyOf(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  function route(method: string, path: string, params: URLSearchParams): [number, unknown] {
    const sessionPath = /^\/v1\/checkout\/sessions\/(\w+)$/.exec(path);
    const subscriptionPath = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: id("cus"),
        object: "customer",
        email: params.get("email") ?? "",
        metadata: metadataOf(params),
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const sid = id("cs_test");
      const session: FakeCheckoutSession = {
        id: sid,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${sid}`,
        mode: params.get("mode") ?? "",
        customer: params.get("customer") ?? "",
        client_reference_id: params.get("client_reference_id"),
        subscription: null,
        payment_status: "unpaid",
        payment_intent: null,
        metadata: metadataOf(params),
      };
      sessions.set(sid, session);
      return [200, session];
    }
    if (method === "GET" && sessionPath) {
      const session = sessions.get(sessionPath[1]!);
      return session ? [200, session] : missing("checkout session", sessionPath[1]!);
    }
    if (subscriptionPath) {
      const sub = subscriptions.get(subscriptionPath[1]!);
      if (!sub) return missing("subscription", subscriptionPath[1]!);
      if (method === "DELETE") sub.status = "canceled";
      if (method === "POST" && params.has("cancel_at_period_end")) {
        sub.cancel_at_period_end = params.get("cancel_at_period_end") === "true";
      }
      return [200, sub];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      return [
        200,
        {
          id: id("bps"),
          object: "billing_portal.session",
          customer: params.get("customer"),
          url: `https://billing.stripe.test/p/session/${next}`,
        },
      ];
    }
    return missing("route", `${method} ${path}`);
  }

  const missing = (what: string, which: string): [number, unknown] => [
    404,
    {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such ${what}: '${which}'`,
      },
    },
  ];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const text = await bodyOf(req);
    const params = new URLSearchParams(req.method === "GET" ? url.search : text);
    requests.push({ method: req.method ?? "", path: url.pathname, params });
    const [status, body] = route(req.method ?? "", url.pathname, params);
    res.writeHead(status, { "content-type": "application/json", "request-id": `req_${next}` });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    subscriptions,
    customers,
    /** As Stripe does when she pays a one-time price (payment mode): the session is paid. */
    completePayment(sessionId: string) {
      const session = sessions.get(sessionId)!;
      if (session.mode !== "payment") throw new Error(`${sessionId} is a ${session.mode} session`);
      session.payment_status = "paid";
      session.payment_intent = id("pi");
      return session;
    },
    /** As Stripe does when she pays: the session gets a subscription, active for a month. */
    completeCheckout(sessionId: string, period: { start: number; end: number }) {
      const session = sessions.get(sessionId)!;
      if (session.mode !== "subscription") throw new Error(`${sessionId} is a ${session.mode} session`);
      session.payment_status = "paid";
      const sub: FakeSubscription = {
        id: id("sub"),
        object: "subscription",
        status: "active",
        customer: session.customer,
        cancel_at_period_end: false,
        cancel_at: null,
        created: period.start,
        // Bloom sends the same metadata on the session and as subscription_data[metadata].
        metadata: { ...session.metadata },
        items: {
          object: "list",
          data: [
            {
              id: id("si"),
              object: "subscription_item",
              current_period_start: period.start,
              current_period_end: period.end,
            },
          ],
        },
      };
      subscriptions.set(sub.id, sub);
      session.subscription = sub.id;
      return sub;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
