import type { Mail } from "./mailer";

// Plain text first: every mail must read well in any client, and links stay copyable.

export function verificationMail(to: string, name: string, url: string): Mail {
  return {
    to,
    subject: "Confirm your email for Bloom",
    text: `Hi ${name},\n\nWelcome to Bloom. Please confirm your email address by opening this link:\n\n${url}\n\nIf you did not create a Bloom account, you can ignore this message.\n\nThe Bloom team`,
  };
}

/**
 * Sent instead of an error when someone signs up with an address that already has an account: the
 * sign-up answers the same either way, so the page cannot tell who uses Bloom (decision 012).
 */
export function existingAccountMail(to: string, name: string, signInUrl: string, resetUrl: string): Mail {
  return {
    to,
    subject: "Someone tried to sign up for Bloom with your address",
    text: `Hi ${name},\n\nSomeone (hopefully you) tried to create a Bloom account with this email address, which already has one. Nothing in your account has changed.\n\nTo use Bloom, sign in:\n\n${signInUrl}\n\nForgot your password? Choose a new one here:\n\n${resetUrl}\n\nIf this was not you, you can ignore this message: no one can sign in without your password.\n\nThe Bloom team`,
  };
}

export function passwordResetMail(to: string, name: string, url: string): Mail {
  return {
    to,
    subject: "Reset your Bloom password",
    text: `Hi ${name},\n\nSomeone (hopefully you) asked to reset the password of your Bloom account. Choose a new password here:\n\n${url}\n\nThe link works for one hour. If you did not ask for this, your password stays as it is.\n\nThe Bloom team`,
  };
}

/**
 * After her password changed, by the profile's form or a reset link: if it was not her, she learns
 * at once and has the way back. It carries no link that changes anything by itself.
 */
export function passwordChangedMail(to: string, name: string, at: Date, resetUrl: string): Mail {
  const when = at.toLocaleString("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
  return {
    to,
    subject: "Your Bloom password was changed",
    text: `Hi ${name},\n\nThe password of your Bloom account was changed on ${when} (UTC). Every other device signed in to your account has been signed out.\n\nIf this was you, there is nothing more to do.\n\nIf it was not you, choose a new password at once here, which signs everyone else out again:\n\n${resetUrl}\n\nThe Bloom team`,
  };
}

/**
 * The first mail after she subscribes (the footer's toast calls it a welcome message): it welcomes
 * her and asks her to confirm; nothing else is sent to the address until she does.
 */
export function newsletterConfirmMail(to: string, confirmUrl: string, validDays: number): Mail {
  return {
    to,
    subject: "Welcome to the Bloom newsletter: please confirm your address",
    text: `Thank you for signing up for the Bloom newsletter: every few weeks, a short letter with gentle workouts, nourishing recipes and honest advice for every stage of motherhood.\n\nPlease confirm that you want it by opening this link:\n\n${confirmUrl}\n\nUntil you confirm, we send nothing else to this address. The link works once, for ${validDays} days.\n\nIf you did not sign up, ignore this message: this address will not receive the newsletter.\n\nThe Bloom team`,
  };
}

/**
 * One newsletter issue for one confirmed subscriber. Every issue carries her own unsubscribe link
 * in its text and, for mail apps that offer an Unsubscribe button, the RFC 8058 one-click headers
 * (the header's address takes a POST with no cookie and unsubscribes her at once).
 */
export function newsletterIssueMail(
  to: string,
  issue: { subject: string; text: string },
  links: { page: string; oneClick: string },
): Mail {
  return {
    to,
    subject: issue.subject,
    text: `${issue.text.trim()}\n\n--\nYou receive the Bloom newsletter because you subscribed and confirmed this address.\nUnsubscribe in one click: ${links.page}\n`,
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
