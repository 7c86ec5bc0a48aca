/**
 * The id of a sign-in card's heading, which names the card and its form: start-up's paint
 * (src/app/first-intro.ts) and the app's (IntroView.tsx) give it alike. A module of its own, so
 * neither carries more than this.
 */
export const cardTitleId = 'auth-title';
