import { PLANS, PREMIUM_IN_A_SENTENCE } from "../premium";
import type { DatedArticle } from "./types";

/**
 * Terms of Service: twelve sections in the spec's order. The page shows `updated` as its
 * "Last updated" date: the day this text last changed (the spec's "today's date" would change
 * every day while the terms do not).
 */
export const TERMS: DatedArticle = {
  slug: "terms",
  // The day this text last changed: change it with the text.
  updated: "2026-11-27",
  title: "Terms of Service",
  summary:
    "The agreement between you and Bloom when you use our app: what we offer, how subscriptions work, and what we each expect of one another.",
  sections: [
    {
      id: "about",
      heading: "About these terms",
      paragraphs: [
        'Bloom is a wellness app for women who are trying to conceive, pregnant, recovering after birth, or raising a toddler. These terms explain the rules for using Bloom\'s website, app and services (together, "Bloom").',
        'When we say "we", "us" or "our", we mean the team that runs Bloom. When we say "you", we mean the person using Bloom. We have tried to write these terms in plain language; please read them, along with our Privacy Policy, which explains how we handle your information.',
      ],
    },
    {
      id: "acceptance",
      heading: "Accepting these terms",
      paragraphs: [
        "By creating an account or using Bloom, you agree to these terms. If you do not agree, please do not use Bloom.",
        "If any part of these terms is found to be unenforceable, the rest still applies.",
      ],
    },
    {
      id: "eligibility",
      heading: "Who can use Bloom",
      paragraphs: [
        "You must be 18 or older to create an account or use Bloom. By using Bloom, you confirm that you are at least 18.",
        "You are responsible for keeping your login details safe and for everything that happens under your account. If you think someone else has accessed your account, change your password and let us know at {supportEmail}.",
      ],
    },
    {
      id: "services",
      heading: "What Bloom offers",
      paragraphs: [
        "Bloom provides general wellness content and tools. What you see depends on the journey and stage you choose in your profile, and may include:",
      ],
      bullets: [
        "Workouts and workout plans matched to your stage, with safety modifications",
        "Wellness tracking for mood, energy, stress, sleep, self-care and hydration",
        "Mood check-ins with the published PHQ-2, PHQ-9 and GAD-7 questionnaires",
        "Recipes, meal plans and nutrition information",
        "A food calorie checker that gives an estimate from a photo of ten common foods or of a meal you have logged from a photo before, or from your own words",
        "Courses and challenges",
        "A community where members can share and support one another",
        "A scripted wellness coach chat, which is automated and is not a real person",
      ],
    },
    {
      id: "subscriptions",
      heading: "Subscriptions and payments",
      paragraphs: [
        "Monthly Premium and Annual Premium renew automatically at the end of each billing period until you cancel. Lifetime Access is a single payment and never renews. Prices may change in the future; if the price of your plan changes, we will tell you in advance, and the new price applies only from your next billing period after that notice.",
        "Payments are handled by third-party card payment processors. Your card details go directly to them. Bloom never sees or stores your full card number or security code.",
        `Premium adds a voice in the community, and nothing else: ${PREMIUM_IN_A_SENTENCE} Urgent help and safety information, tracking, your data and its export are never Premium.`,
        "Bloom offers the following plans. The price is shown before you pay.",
      ],
      bullets: [
        "Free Tier: an account at no cost, with every part of Bloom that is not marked Premium.",
        `${PLANS.monthly.name}: $${PLANS.monthly.price} per month, billed monthly.`,
        `${PLANS.annual.name}: $${PLANS.annual.price} per year, billed yearly.`,
        `${PLANS.lifetime.name}: $${PLANS.lifetime.price}, a one-time payment, for Premium for as long as Bloom offers its Premium service.`,
      ],
    },
    {
      id: "medical-disclaimer",
      heading: "Medical disclaimer",
      paragraphs: [
        "Bloom is not medical advice and is not a substitute for care from your doctor, midwife or other qualified health professional. Our content is general information for education and wellbeing. It cannot take account of your personal medical history.",
        "Always talk to your doctor or midwife before starting a new exercise program or making changes to your diet, especially during pregnancy, after giving birth, or if you have a health condition. Stop any activity that causes pain, dizziness, bleeding or shortness of breath, and seek medical advice.",
        "Numbers shown in Bloom, such as calorie estimates, cycle predictions and wellness scores, are estimates to help you notice patterns. They are not diagnoses and should not be used to make medical decisions. The PHQ-2, PHQ-9 and GAD-7 check-ins are screening questionnaires: a score can suggest you talk to your doctor or midwife, but only they can diagnose depression or anxiety.",
        "If you think you may be having a medical emergency, or if you are having thoughts of harming yourself or your baby, call your local emergency number or a crisis line in your country right away. Do not rely on Bloom in an emergency.",
      ],
    },
    {
      id: "user-responsibilities",
      heading: "Your responsibilities",
      paragraphs: ["When you use Bloom, you agree to:"],
      bullets: [
        "Give accurate information when you sign up, and keep it up to date",
        "Use Bloom only for your own personal, non-commercial use",
        "Be kind and respectful in the community, and not harass, threaten or shame other members",
        "Not share anyone else's private information, or photos of other people without their permission",
        "Not post content that is illegal, hateful, sexually explicit, or that promotes harm",
        "Not present medical claims as fact or sell products to other members",
        "Not try to break, overload, copy or get around the security of Bloom",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        "The content in Bloom, including workouts, recipes, meal plans, courses, text, images, videos and our design, belongs to Bloom or to the people who license it to us. You may use it for your own personal use while you have access, but you may not copy, resell or redistribute it.",
        "Anything you create and add to Bloom, such as journal entries, photos and community posts, remains yours. You give us permission to store and display it as needed to run Bloom for you; for community posts, that includes showing them to other members. This permission ends when you delete the content or your account.",
      ],
    },
    {
      id: "cancellation",
      heading: "Cancellation and refunds",
      paragraphs: [
        "You can cancel a Monthly or Annual subscription at any time from your account settings, or by contacting us at {supportEmail}. Cancellation takes effect at the end of your current billing period: you keep Premium access until then, and you will not be charged again. Lifetime Access is paid once, so there is nothing to cancel.",
        "We do not give refunds for unused parts of a billing period, except where the law where you live requires it. If you believe you were charged by mistake, please contact us and we will look into it.",
        "You can also delete your account at any time from your profile page. If you have a paid subscription, we recommend canceling it first, and contacting us if you have any questions about billing.",
        "We may suspend or close an account that seriously or repeatedly breaks these terms. Where it is reasonable to do so, we will tell you first and explain why.",
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      paragraphs: [
        'We work hard to keep Bloom accurate, safe and available, but we provide it "as is". We cannot promise that it will always be available, error-free, or that it will lead to any particular health, fitness or weight result.',
        "To the extent the law allows, Bloom is not responsible for injury, loss or damage that results from using our content without appropriate medical guidance, or from things outside our reasonable control. Nothing in these terms limits any rights you have under consumer law that cannot be limited, or our responsibility where the law does not allow it to be excluded.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: [
        "If you have questions about these terms, your subscription or your account, email us at {supportEmail}. We aim to reply as soon as we can.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      paragraphs: [
        'We may update these terms as Bloom grows. The "Last updated" date at the top of this page shows when they last changed.',
        "If we make a significant change, we will let you know by email or in the app before it takes effect. If you continue to use Bloom after a change takes effect, you accept the updated terms. If you do not agree, you can cancel and delete your account at any time.",
      ],
    },
  ],
};
