/** Spec §8's toasts for courses, word for word, in one place. */
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/notify";

export const toasts = {
  loadCourses: () => notify.error("Error", "Failed to load courses"),
  loadCourse: () => notify.error("Error", "Failed to load course data"),
  enrolSignIn: () => notify.error("Sign In Required", "Please sign in to enroll in courses"),
  enrolFailed: () => notify.error("Enrollment Failed", "Failed to enroll in course"),
  joinSignIn: () => notify.error("Sign In Required", "Please sign in to join the challenge"),
  joinFailed: () => notify.error("Enrollment Failed", "Failed to join the challenge. Please try again."),
  startSignIn: () => notify.error("Sign In Required", "Please sign in to start your workout"),
  startFailed: () => notify.error("Error", "Failed to start the day"),
  completeFailed: () => notify.error("Error", "Failed to save workout completion"),
  enrolled: () => notify.success("Enrolled Successfully", "You've been enrolled in the course!"),
  joined: () =>
    notify.success("Welcome to the Challenge!", "You've successfully joined the 30 Days Glow Up Challenge"),
  exerciseComplete: (name: string) => notify.success("Exercise Complete!", name, 2500),
  workoutComplete: () => notify.success("Workout Complete! 🎉"),
  challengeComplete: (title: string) => notify.success("Challenge Complete!", `You finished ${title}.`),
};

/** The session ended or was never there: the server answers 401. */
export const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
