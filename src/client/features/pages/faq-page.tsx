import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { FAQ } from "../../../content/pages/faq";
import { ButtonLink } from "../../components/ui/button";
import { WithSupportEmail } from "./article";

export function Component() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-4xl sm:text-5xl">Frequently Asked Questions</h1>
      <p className="mt-3 text-plum-500">Quick answers to what mothers ask us most.</p>
      {/* One answer open at a time, as the spec asks. */}
      <Accordion.Root type="single" collapsible className="mt-8 space-y-3">
        {FAQ.map((item) => (
          <Accordion.Item key={item.id} value={item.id} className="rounded-2xl border border-line bg-white">
            <Accordion.Header asChild>
              <h2 className="font-sans">
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-plum-900">
                  {item.question}
                  <ChevronDown
                    className="size-5 shrink-0 text-plum-500 transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 leading-relaxed text-plum-700">
              <WithSupportEmail text={item.answer} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <div className="mt-10 rounded-2xl bg-blush-50 p-6">
        <h2 className="text-xl">Still have a question?</h2>
        <p className="mt-1 text-plum-700">
          <WithSupportEmail text="Write to us at {supportEmail}: a real person answers." />
        </p>
        <ButtonLink to="/register" className="mt-4">
          Get started
        </ButtonLink>
      </div>
    </div>
  );
}
