import type { ReactNode } from "react";
import { type Article, SUPPORT_EMAIL_TOKEN } from "../../../content/pages/types";
import { useSiteConfig } from "../site";

/** Text with the support-address token replaced by a mailto link to the configured address. */
export function WithSupportEmail({ text }: { text: string }) {
  const site = useSiteConfig();
  if (!text.includes(SUPPORT_EMAIL_TOKEN)) return <>{text}</>;
  const email = site?.supportEmail ?? "our support team";
  const parts = text.split(SUPPORT_EMAIL_TOKEN);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder
        <span key={i}>
          {part}
          {i < parts.length - 1 &&
            (site ? (
              <a href={`mailto:${email}`} className="text-blush-700 underline underline-offset-2">
                {email}
              </a>
            ) : (
              email
            ))}
        </span>
      ))}
    </>
  );
}

/** "Last updated: November 22, 2026" for a DatedArticle's `updated` day (YYYY-MM-DD). */
export function lastUpdated(day: string): string {
  const date = new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return `Last updated: ${date}`;
}

/** A long-form page: title, summary, a table of contents and its sections. */
export function ArticleView({
  article,
  meta,
  children,
}: {
  article: Article;
  meta?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header>
        <h1 className="text-4xl sm:text-5xl">{article.title}</h1>
        {meta && <p className="mt-3 text-sm text-plum-500">{meta}</p>}
        <p className="mt-4 text-lg text-plum-700">
          <WithSupportEmail text={article.summary} />
        </p>
      </header>
      <nav aria-label="On this page" className="mt-8 rounded-2xl border border-line bg-white p-5">
        <h2 className="font-sans text-sm font-semibold text-plum-900">On this page</h2>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {article.sections.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="inline-block py-1 text-blush-700 hover:underline">
                {i + 1}. {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {article.sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24">
            <h2 id={`${s.id}-heading`} className="text-2xl">
              {i + 1}. {s.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-plum-700">
              {s.paragraphs.map((p) => (
                <p key={p}>
                  <WithSupportEmail text={p} />
                </p>
              ))}
              {s.bullets && (
                <ul className="list-disc space-y-1.5 pl-6">
                  {s.bullets.map((b) => (
                    <li key={b}>
                      <WithSupportEmail text={b} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        ))}
      </div>
      {children}
    </article>
  );
}
