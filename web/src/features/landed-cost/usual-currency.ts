/** The currency the calculator's form starts in: suppliers abroad mostly quote in US dollars. */
export const USUAL_CURRENCY = 'USD';
