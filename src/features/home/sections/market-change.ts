/** How a 24h change shows: "+2.35%", "-1.10%" or "0.00%", so the sign says the direction as much as the colour. */
export const signedChange = (change: string) => `${Number(change) > 0 ? '+' : ''}${change}%`;
export const changeClass = (change: string) => (Number(change) >= 0 ? 'up' : 'down');
