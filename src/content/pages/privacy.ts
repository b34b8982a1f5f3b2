import type { DatedArticle } from "./types";

/**
 * Privacy Policy: the spec's eleven topics plus "Health data" as its own second section, since
 * Bloom stores health data on the server. Everything here describes what Bloom actually does
 * (see DESIGN.md "Privacy"): per-user storage, no third-party trackers, export and delete.
 */
export const PRIVACY: DatedArticle = {
  slug: "privacy",
  // The day this text last changed: change it with the text.
  updated: "2026-11-27",
  title: "Privacy Policy",
  summary:
    "What information Bloom collects, why we need it, how we protect it, and the choices you have. Your health data is yours: we never sell it and never show it to anyone else.",
  sections: [
    {
      id: "information-collected",
      heading: "Information we collect",
      paragraphs: [
        "We only collect what we need to run Bloom for you. We do not use advertising cookies: the only cookie we set is the one that keeps you signed in.",
        "The information we collect includes:",
      ],
      bullets: [
        "Account details: your name, email address and password. Your password is stored in a scrambled (hashed) form that we cannot read.",
        "Your agreements: when you sign up, you accept the Terms of Service and this Privacy Policy and confirm that you are 18 or older, and we keep the date and time you did so with your account. This record shows that you agreed; it is included in your data export.",
        "Profile details: the journey and stage you choose, such as trying to conceive, pregnant, postpartum or toddler years, and related details you add, such as a due date.",
        "Health and wellness information you enter, described in the next section.",
        "Content you create: workout and course progress, saved recipes and meal plans, community posts, and photos you upload.",
        "Subscription details: your plan, its status and renewal date, as confirmed by our payment processor.",
        "Newsletter sign-ups: the email address you give us, if you choose to subscribe. We first email that address a confirmation link, which works for 7 days, and send it nothing else until the link is opened, so no one can sign you up without your say. An address that is never confirmed gets no more mail and is deleted the next time a newsletter goes out after its link has expired. Once you have confirmed, we keep when you did and a record of which newsletters were sent to you, so that no one gets the same newsletter twice.",
        "Basic technical information: like almost every website, our servers record things such as your IP address, browser type and the time of a request, to keep Bloom secure and working.",
      ],
    },
    {
      id: "health-data",
      heading: "Your health data",
      paragraphs: [
        "Bloom lets you record sensitive information about your body and mind, such as menstrual cycles, pregnancy details, moods, energy and stress, your answers to mood check-ins (PHQ-2, PHQ-9, GAD-7), sleep, weight and measurements, hydration, and progress photos. We treat all of this as health data.",
        "Your health data is stored on our servers for your account only. We never sell it, never use it for advertising, and never show it to other members or anyone else unless you share it yourself with a link (see below). It is only used to give you your own tracking, predictions and suggestions.",
        "Bloom does not load third-party trackers, analytics scripts, advertising pixels or externally hosted fonts, so no outside company can watch what you do in the app.",
        "When you upload a progress photo, we re-encode the image, which removes hidden metadata such as the location where it was taken.",
        'A photo you give the food calorie checker is analyzed on Bloom\'s server to produce your estimate, and then dropped. When you are signed in and add the meal to your food log, the photo is kept only if you tick "Keep photo", which starts unticked. A kept photo is re-encoded (hidden metadata such as its location removed), stored privately with that log entry for you alone, and deleted when you delete the entry or your account.',
        "Your mood check-in answers and scores are shown to you alone. They are never written to our logs or error reports, never used to choose content or award points, and you can delete each one from the Wellness page. They go into your PDF report or your standard (FHIR) export only when you tick them there; the boxes start unticked.",
        'When you are signed in, Bloom also learns your own meals from the food photos you add to your log. On Bloom\'s server it turns each such photo into a learned picture: a few hundred numbers that describe how the photo looks, from which the photo cannot be rebuilt. The learned picture is kept with that log entry, whether or not you keep the photo, and a new photo you analyze is compared with your learned pictures only, never anyone else\'s, so Bloom can ask "Looks like your usual …?". When you answer "Something else", that photo\'s learned picture is kept too, so Bloom does not ask again. Learned pictures are deleted with their log entry, when you forget a meal under "Your meals", and with your account; your export lists your meals and whether Bloom holds a learned picture of each, not the numbers.',
        "You can export all of your data, or delete your account and the data with it, at any time from your profile page. From there you can also download a PDF report for your appointments and a standard (FHIR) export of your cycle and pregnancy records; both are made on our server from your own records and sent only to you.",
        "Share links: you can make a read-only link for your midwife, doctor or partner. It shows only the categories you pick (from the last 30 days, without your notes), to anyone who has the link, until it expires (after at most 90 days) or you turn it off. We count its views and show you when it was last opened; the page asks search engines not to index it. Only a fingerprint of the link is stored, so we cannot show the link again: make a new one if you lose it.",
        "Imports: when you bring your history from Clue, Flo or Apple Health, the file you choose is read on our server, and only the cycle records it holds that Bloom tracks are saved to your account. The file itself is not kept, and nothing is saved until you confirm the preview.",
        "So that Bloom opens without a connection, your device keeps a copy of the pages you last saw and of anything you log while offline, until it has been sent to our servers. That copy belongs to your account alone: it is erased from the device when you log out or delete your account, and another member signing in on the same device never sees it.",
        'Reminders are off until you turn them on. If you allow notifications, your browser\'s push service (run by the company that makes your browser) carries each reminder to your device, encrypted so that only your device can read it; by default it says only "Time for your check-in". Otherwise reminders come by email, and every reminder email has a link that stops them in one click.',
      ],
    },
    {
      id: "use",
      heading: "How we use your information",
      paragraphs: ["We use your information to:"],
      bullets: [
        "Create and manage your account and keep you signed in",
        "Show workouts, recipes, meal plans, courses and guidance that match your stage",
        "Calculate your own charts, wellness scores, cycle predictions and progress",
        "Process your subscription and give you access to Premium features",
        "Send emails you need, such as account verification, password resets and a notice when your password changes, and the newsletter if you have signed up for it and confirmed your address",
        "Answer your questions when you contact us",
        "Keep Bloom secure, prevent abuse and fix problems",
      ],
    },
    {
      id: "sharing",
      heading: "How we share information",
      paragraphs: [
        "We do not sell your personal data, and we do not share it with advertisers or data brokers.",
        "We only share information in these limited cases:",
      ],
      bullets: [
        "With the service providers that help us run Bloom, such as hosting, file storage, email delivery and payment processing. They may only use the information to provide their service to us.",
        "With an outside recognition or writing service, only if whoever runs this Bloom service has connected one. Bloom's operator may configure an outside vision service (the VISION_API_URL setting), which then receives the food photos you ask Bloom to analyze, and an outside language-model service for the wellness coach (the COACH_API_URL setting), which then receives the messages you send the coach along with your stage, never your name or email. Without these settings, which is how Bloom starts, your photos and coach messages never leave Bloom's server.",
        "With other members, but only what you choose to post in the community, such as your display name and your posts. Your private tracking data is never shown there.",
        "When the law requires it, for example in response to a valid legal request, or when it is needed to protect someone's safety.",
        "If Bloom is ever reorganized, merged or sold, in which case we will tell you before your information becomes subject to a different privacy policy.",
      ],
    },
    {
      id: "payment-security",
      heading: "Payment security",
      paragraphs: [
        "Payments are handled by third-party card payment processors. When you subscribe, you enter your card details on the processor's secure checkout, not on Bloom.",
        "Bloom never receives or stores your full card number or security code. We only receive what we need to manage your subscription, such as whether a payment succeeded, your plan, and when it renews. The payment processor's own privacy policy applies to the details you give them.",
      ],
    },
    {
      id: "data-security",
      heading: "How we protect your data",
      paragraphs: [
        "We take reasonable technical and organizational steps to protect your information. No system on the internet can be made completely secure, so we cannot promise that your information will never be accessed without permission. If a breach affects your personal data, we will tell you and the relevant authorities as the law requires.",
        "The steps we take include:",
      ],
      bullets: [
        "Encrypted connections (HTTPS) between your device and our servers",
        "Passwords stored only in hashed form",
        "Every request for your data is checked against your account, so other users cannot reach it",
        "Limits on repeated sign-in attempts",
        "Uploaded images are checked and re-encoded before they are stored",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights and choices",
      paragraphs: [
        "You stay in control of your information. You can act on most of the choices below yourself from your profile page, or email us at {supportEmail} and we will help. You can also complain to the data protection authority where you live.",
        "Depending on where you live, you may have the right to:",
      ],
      bullets: [
        "See the information we hold about you, and download a copy of it (available from your profile page)",
        "Correct information that is wrong, most of which you can edit in your profile",
        "Delete your account and your data (available from your profile page)",
        "Object to or ask us to limit how we use your information",
        "Unsubscribe from the newsletter at any time, with the one-click link in every newsletter, which deletes your address and the record of what we sent to it",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep information",
      paragraphs: [
        "We keep your information for as long as you have a Bloom account, including the record of when you accepted the terms and confirmed your age. If you delete an entry, a photo or your account, we delete that data from our live systems. Copies in our backups are removed when those backups are replaced in the normal course.",
        "We may keep a small amount of information for longer when the law requires it, for example payment and tax records.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "Bloom is for adults. You must be 18 or older to use it, and we do not knowingly collect personal information from anyone under 18. If you believe someone under 18 has created an account, please contact us at {supportEmail} and we will delete it.",
        "Some features let you record details about your baby or child, such as a due date or their age, to tailor your content. This information is treated as part of your own account data and is protected in the same way.",
      ],
    },
    {
      id: "us-transfers",
      heading: "Transfers to the United States",
      paragraphs: [
        "Bloom and some of the service providers we use may store or process information in the United States, which may have different data protection laws from the country where you live.",
        "By using Bloom, you understand that your information may be transferred to the United States. Wherever your information is processed, we protect it as described in this policy, and we rely on the safeguards that the law requires for these transfers.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: [
        "If you have any questions about this policy or how we handle your information, email us at {supportEmail}.",
      ],
    },
    {
      id: "updates",
      heading: "Updates to this policy",
      paragraphs: [
        'We may update this policy when Bloom changes or the law requires it. The "Last updated" date at the top of this page shows when it last changed.',
        "If we make a significant change, especially to how we use your health data, we will tell you by email or in the app before it takes effect.",
      ],
    },
  ],
};
