import type { FaqItem } from "./types";

/** The five FAQ entries, in the order the spec lists them. */
export const FAQ: FaqItem[] = [
  {
    id: "safe-during-pregnancy",
    question: "Is Bloom safe to use during pregnancy?",
    answer:
      "Yes. Bloom's prenatal workouts are filtered by trimester and leave out moves that are not advised in pregnancy, such as lying flat on your back after about 20 weeks. Every pregnancy is different, though, so please check with your doctor or midwife before you start or change any exercise routine. Stop and contact them straight away if anything feels wrong, such as bleeding, dizziness, chest pain or pain in your belly.",
  },
  {
    id: "trying-to-conceive",
    question: "Can I use Bloom while I'm trying to conceive?",
    answer:
      "Yes. Bloom has content made for the trying-to-conceive stage, including cycle tracking, movement and nutrition guidance, and support for the emotional ups and downs. It can help you build healthy habits, but it cannot diagnose or treat fertility problems, so talk to your doctor if you have concerns or have been trying for a while.",
  },
  {
    id: "postpartum-support",
    question: "Does Bloom help after my baby is born?",
    answer:
      "Yes. Our postpartum programs are designed to support your recovery step by step, starting with breathing, gentle core and pelvic floor work before building back strength. Please wait until your doctor or midwife says you are ready to exercise, usually at your postpartum check-up, and go at your own pace. Bloom also offers a short mood check-in (the PHQ-2, PHQ-9 and GAD-7 questionnaires) at 2 and 6 weeks after birth and then monthly through the first year, to help you notice postpartum depression or anxiety and talk about it with your care team.",
  },
  {
    id: "equipment-needed",
    question: "Do I need any special equipment?",
    answer:
      "Very little. Most workouts use just your body weight and a bit of floor space, and a mat makes floor work more comfortable. Some sessions suggest optional extras such as light dumbbells, a resistance band or a birth ball, and we always try to offer an alternative if you don't have them.",
  },
  {
    id: "cancel-subscription",
    question: "How do I cancel my subscription?",
    answer:
      "Premium Access comes as Monthly Premium or Annual Premium, which renew until you cancel, or Lifetime Access, a single payment with nothing to cancel. You can cancel a monthly or annual plan at any time from your account settings (the Membership card on your profile page) or by writing to {supportEmail}. Your Premium access continues to the end of the month or year you paid for, and you won't be charged again.",
  },
];
