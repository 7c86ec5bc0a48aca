/** Leaves the app for a provider's own payment page (a full page load: the provider sends the customer back). */
export const providerPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};
