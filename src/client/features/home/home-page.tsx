import {
  ArrowRight,
  Baby,
  Camera,
  Check,
  Dumbbell,
  GraduationCap,
  HeartPulse,
  MessageCircleHeart,
  Moon,
  PlayCircle,
  Salad,
  Sparkles,
  Users,
} from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { HOME, type IconName } from "../../../content/pages/home";
import { Button, ButtonLink } from "../../components/ui/button";
import { useAuth } from "../auth";
import { announceCoach, CoachChat } from "../coach";
import { HeroIllustration } from "./hero-illustration";

const VideoDialog = lazy(() => import("./video-dialog"));
// The story and demo buttons show only when there is a video to play (read after first paint).
const IfStoryVideo = lazy(() => import("./if-story-video"));

const ICONS: Record<IconName, typeof Dumbbell> = {
  dumbbell: Dumbbell,
  "heart-pulse": HeartPulse,
  salad: Salad,
  users: Users,
  "graduation-cap": GraduationCap,
  camera: Camera,
  moon: Moon,
  baby: Baby,
};

export function Component() {
  const [videoOpen, setVideoOpen] = useState(false);
  const [coachOpen, setCoachOpen] = useState(false);
  const { isAuthenticated } = useAuth();
  // A visitor starts by signing up; a member goes straight to her dashboard.
  const start = isAuthenticated ? "/dashboard" : "/register";
  const openCoach = () => {
    setCoachOpen(true);
    announceCoach();
  };

  return (
    <>
      <section className="bg-gradient-to-b from-blush-50 to-cream">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-blush-700 shadow-soft">
              <Sparkles className="size-4" aria-hidden="true" /> For every stage of motherhood
            </p>
            <h1 className="mt-5 text-4xl leading-tight sm:text-5xl lg:text-6xl">{HOME.hero.title}</h1>
            <p className="mt-5 max-w-xl text-lg text-plum-700">{HOME.hero.subtitle}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={start} size="lg">
                Get Started <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
              <ButtonLink to="/about" size="lg" variant="outline">
                Learn More
              </ButtonLink>
            </div>
            <div className="mt-4 flex flex-wrap gap-2">
              <Suspense fallback={null}>
                <IfStoryVideo>
                  <Button variant="ghost" onClick={() => setVideoOpen(true)}>
                    <PlayCircle className="size-5" aria-hidden="true" /> Watch Story
                  </Button>
                </IfStoryVideo>
              </Suspense>
              <Button variant="ghost" onClick={openCoach}>
                <MessageCircleHeart className="size-5" aria-hidden="true" /> Wellness Coach
              </Button>
            </div>
          </div>
          <HeroIllustration className="mx-auto w-full max-w-md" />
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="latest-feature">
        <div className="flex flex-col gap-6 rounded-3xl bg-plum-900 p-6 text-white sm:flex-row sm:items-center sm:p-8">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-honey-400">
            <Camera className="size-7" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <p className="text-sm font-medium text-honey-400">{HOME.latestFeature.heading}</p>
            <h2 id="latest-feature" className="mt-1 text-2xl">
              {HOME.latestFeature.title}
            </h2>
            <p className="mt-2 text-white/85">{HOME.latestFeature.description}</p>
          </div>
          <ButtonLink to="/food-calories" variant="secondary" size="lg">
            Try It Now
          </ButtonLink>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="features">
        <h2 id="features" className="text-center text-3xl sm:text-4xl">
          Everything you need, in one place
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {HOME.features.map((f) => {
            const Icon = ICONS[f.icon];
            return (
              <li key={f.id} className="rounded-3xl border border-line bg-white p-6 shadow-soft">
                <span className="flex size-11 items-center justify-center rounded-2xl bg-blush-100 text-blush-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-xl">{f.title}</h3>
                <p className="mt-2 text-plum-700">{f.description}</p>
              </li>
            );
          })}
          <li className="rounded-3xl bg-sage-100 p-6">
            <span className="flex size-11 items-center justify-center rounded-2xl bg-white text-sage-700">
              <Sparkles className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl">{HOME.muchMore.title}</h3>
            <p className="mt-2 text-plum-700">{HOME.muchMore.description}</p>
          </li>
        </ul>
      </section>

      <section className="bg-white py-14" aria-labelledby="why-us">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-2">
          <div>
            <h2 id="why-us" className="text-3xl sm:text-4xl">
              {HOME.whyChooseUs.heading}
            </h2>
            {HOME.whyChooseUs.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-plum-700">
                {p}
              </p>
            ))}
            <ButtonLink to="/about" variant="outline" className="mt-6">
              Learn Our Story
            </ButtonLink>
          </div>
          <ul className="space-y-3">
            {HOME.whyChooseUs.points.map((p) => (
              <li key={p} className="flex gap-3 rounded-2xl bg-cream p-4 text-plum-700">
                <Check className="mt-0.5 size-5 shrink-0 text-sage-500" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-14" aria-labelledby="stories">
        <h2 id="stories" className="text-center text-3xl sm:text-4xl">
          Who we build Bloom for
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {HOME.testimonials.map((t) => (
            <li key={t.id} className="flex flex-col rounded-3xl border border-line bg-white p-6 shadow-soft">
              <blockquote className="flex-1 text-plum-700">“{t.quote}”</blockquote>
              <p className="mt-4 font-semibold text-plum-900">{t.name}</p>
              <p className="text-sm text-plum-500">{t.stage}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-center text-sm text-plum-500">{HOME.testimonialsNote}</p>
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-6" aria-labelledby="join-us">
        <div className="rounded-3xl bg-blush-700 px-6 py-12 text-center text-white">
          <h2 id="join-us" className="text-3xl sm:text-4xl">
            {HOME.joinUs.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-white">{HOME.joinUs.description}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={start} size="lg" variant="outline">
              Get Started Now
            </ButtonLink>
            <Suspense fallback={null}>
              <IfStoryVideo>
                <Button
                  size="lg"
                  variant="ghost"
                  className="text-white hover:bg-white/10"
                  onClick={() => setVideoOpen(true)}
                >
                  <PlayCircle className="size-5" aria-hidden="true" /> Watch Demo
                </Button>
              </IfStoryVideo>
            </Suspense>
          </div>
        </div>
      </section>

      <CoachChat open={coachOpen} onClose={() => setCoachOpen(false)} />
      {videoOpen && (
        <Suspense fallback={null}>
          <VideoDialog onClose={() => setVideoOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
