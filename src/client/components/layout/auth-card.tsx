import type { ReactNode } from "react";
import { Card } from "../ui/card";

/** The narrow centred card the sign-in, sign-up and password pages share. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-3xl text-plum-900">{title}</h1>
        {subtitle && <p className="mt-2 text-plum-500">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
