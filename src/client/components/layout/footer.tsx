import { Camera, Pin, Users } from "lucide-react";
import { Link } from "react-router";
import { useAuth } from "../../features/auth";
import { BrandMark } from "./brand";
import { NewsletterForm } from "./newsletter-form";

const FEATURES = [
  { to: "/workouts", label: "Workouts" },
  { to: "/recipes", label: "Recipes" },
  { to: "/wellness", label: "Wellness tracking" },
  { to: "/food-calories", label: "Food Calorie Checker" },
  { to: "/courses", label: "Courses" },
];
const RESOURCES = [
  { to: "/blog", label: "Blog" },
  { to: "/experts", label: "Our Experts" },
  { to: "/research", label: "Research & Evidence" },
  { to: "/faq", label: "FAQ" },
];
const SOCIAL = [
  { href: "https://www.instagram.com/", label: "Instagram", Icon: Camera },
  { href: "https://www.pinterest.com/", label: "Pinterest", Icon: Pin },
  { href: "https://www.facebook.com/", label: "Facebook", Icon: Users },
];

export function Footer() {
  const { isAuthenticated } = useAuth();
  // Signed in, she came to use Bloom, not to be sold it: the legal links and help, no newsletter.
  if (isAuthenticated) return <SlimFooter />;
  return (
    <footer className="site-footer mt-16 border-t border-line bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-blush-600">
            <BrandMark />
            <span className="font-display text-2xl font-semibold text-plum-900">Bloom</span>
          </p>
          <p className="text-sm text-plum-500">
            Workouts, wellness tracking and nourishing food for every stage of motherhood, from trying to
            conceive to the toddler years.
          </p>
          <ul className="flex gap-2" aria-label="Social media">
            {SOCIAL.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="flex size-10 items-center justify-center rounded-full bg-blush-50 text-blush-700 hover:bg-blush-100"
                >
                  <Icon className="size-5" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkGroup title="Features" links={FEATURES} />
        <LinkGroup title="Resources" links={RESOURCES} />
        <NewsletterForm />
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm text-plum-500 sm:flex-row sm:justify-between">
          <p>© {new Date().getFullYear()} Bloom. All rights reserved.</p>
          <p className="flex gap-4">
            <Link to="/privacy" className="hover:text-blush-700">
              Privacy Policy
            </Link>
            <Link to="/terms" className="hover:text-blush-700">
              Terms of Service
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

function SlimFooter() {
  return (
    <footer className="site-footer mt-16 border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm text-plum-500 sm:flex-row sm:justify-between">
        <p>© {new Date().getFullYear()} Bloom</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {[
              { to: "/faq", label: "FAQ" },
              { to: "/privacy", label: "Privacy Policy" },
              { to: "/terms", label: "Terms of Service" },
            ].map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="inline-block py-1.5 hover:text-blush-700">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

function LinkGroup({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-sm font-semibold text-plum-900">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="inline-block py-1.5 text-sm text-plum-500 hover:text-blush-700">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
