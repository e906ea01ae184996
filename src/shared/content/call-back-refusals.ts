/**
 * What the demo form's answer tells a visitor who asked for a call-back that will not be placed (the server's
 * call-back feature says why to the staff in its own words).
 */
export const CALL_BACK_REFUSAL_TEXT = {
  unavailable: 'Automatic call-backs are not available right now.',
  noNumber: 'No phone number was given.',
  invalidNumber: (number: string) => `The phone number "${number}" is not a valid number.`,
  outsideCountries: (countries: string) => `Our AI assistant calls numbers in ${countries} only.`,
  /** Joins the last two countries: "the United States and Canada". */
  and: 'and',
  cannotCallAutomatically: "We can't call this number automatically.",
  unknownLocalTime: "We can't tell the local time for this number, so our AI assistant won't call it automatically.",
  recentlyCalled: "We called this number recently, so our AI assistant won't call it again.",
  networkLimit: 'We have already arranged call-backs from your connection today.',
  dailyCap: 'Our AI assistant has no more call-back slots today.',
};
