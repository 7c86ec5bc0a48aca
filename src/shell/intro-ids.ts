/** The id of a sign-in card's heading (IntroView.tsx), which names the card and its form. */
export const cardTitleId = 'auth-title';
