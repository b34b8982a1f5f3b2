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

export function newsletterWelcomeMail(to: string): Mail {
  return {
    to,
    subject: "Welcome to the Bloom newsletter",
    text: "Thank you for subscribing to the Bloom newsletter.\n\nEvery few weeks we will send you a short letter: gentle workouts, nourishing recipes and honest advice for every stage of motherhood.\n\nYou can unsubscribe at any time by replying to this message.\n\nThe Bloom team",
  };
}
